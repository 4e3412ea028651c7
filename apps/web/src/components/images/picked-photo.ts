import type { BodySite } from '@hospital/rules';

/**
 * A photo chosen in the ImagePicker (issue 16 items 9-10): the file, a stable id for React and
 * its thumbnail, and the body site the patient tagged ('' while none). Pages keep a list of
 * these and hand it to uploadImages, which sends the body site with a case photo.
 */
export interface PickedPhoto {
  id: string;
  file: File;
  bodySite: BodySite | '';
}

let next = 0;

export function pickedPhoto(file: File): PickedPhoto {
  next += 1;
  return { id: `photo-${next}`, file, bodySite: '' };
}

/** The files of picked photos, in order. */
export const filesOf = (photos: readonly PickedPhoto[]): File[] => photos.map((p) => p.file);
