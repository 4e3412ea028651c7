import type { SchemaParts } from '@hospital/core';
import { StoredFiles1767600000100 } from './migrations/1767600000100-stored-files.js';
import { FileQualityNote1768000000100 } from './migrations/1768000000100-file-quality-note.js';

export * from './files.module.js';
export * from './file-records.js';
export * from './stored-files.js';
export * from './upload-body.js';
export * from './sniff-content-type.js';
export * from './image-processing.js';
export * from './images-process.handler.js';

/** The files domain's table (stored_files, renamed from stored_files by its own migration). */
export const FILES_SCHEMA: SchemaParts = { entities: [], migrations: [StoredFiles1767600000100, FileQualityNote1768000000100] };
