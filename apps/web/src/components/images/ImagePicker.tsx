import { useRef } from 'react';
import './images.css';

/**
 * The symptom images chosen before a request is sent (telemedicine request, in-person booking
 * step 3): a drop zone that also opens the file / camera picker, the chosen names, and
 * 'clear images (n)'. Test ids images-dropzone, images-input, images-list, clear-images.
 */
export function ImagePicker({ files, onAdd, onClear }: { files: readonly File[]; onAdd: (files: File[]) => void; onClear: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const add = (list: FileList | null) => {
    // Copy first: clearing the input empties its live FileList before the caller's state updater runs.
    const added = list ? Array.from(list) : [];
    if (added.length) onAdd(added);
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <div
        className="tele-dropzone"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          add(e.dataTransfer.files);
        }}
        onClick={() => input.current?.click()}
        data-testid="images-dropzone"
      >
        ลากรูปภาพมาวางที่นี่ หรือแตะเพื่อเลือกรูป / ถ่ายภาพ
        <input ref={input} type="file" accept="image/*" multiple hidden onChange={(e) => add(e.target.files)} data-testid="images-input" />
      </div>
      {files.length > 0 && (
        <ul className="tele-files" data-testid="images-list">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>{f.name}</li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn-light" onClick={onClear} disabled={files.length === 0} data-testid="clear-images">
        ล้างรูปภาพ ({files.length})
      </button>
    </>
  );
}
