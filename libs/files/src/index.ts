export * from './files.module.js';
export * from './file-records.js';
export * from './stored-files.js';
export * from './upload-body.js';
export * from './sniff-content-type.js';
export * from './image-processing.js';
export * from './images-process.handler.js';
