// The reusable image pieces: see each file's header for its API.
export { ImageGallery, teleImagesKey, useTeleImages, type ImageGalleryProps } from './ImageGallery';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { ProgressBar, sizeText } from './ProgressBar';
export { filesOf, pickedPhoto, type PickedPhoto } from './picked-photo';
export {
  UPLOAD_MESSAGES,
  UPLOAD_STALL_MS,
  UploadInterrupted,
  fileProblem,
  fileProblems,
  readAsDataUrl,
  uploadImages,
  uploadProblem,
  type UploadOptions,
  type UploadProgress,
  type UploadTarget,
  type UploadedFile,
} from './upload';
