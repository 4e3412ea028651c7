// The reusable image pieces: see each file's header for its API.
export { ImageGallery, teleImagesKey, useTeleImages, type ImageGalleryProps } from './ImageGallery';
export { ImagePicker } from './ImagePicker';
export { ProgressBar } from './ProgressBar';
export { readAsDataUrl, uploadImages, uploadProblem, type UploadProgress, type UploadTarget, type UploadedFile } from './upload';
