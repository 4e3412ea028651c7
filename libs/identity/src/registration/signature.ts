import { BadRequestException } from '@nestjs/common';
import { parsePngSignature, type PngSignature } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';

/** A hand-drawn signature as the canvas gives it: a PNG data URL (accounts §3 signBase64). */
export type Signature = PngSignature;

export function parseSignature(value: unknown): Signature {
  const parsed = parsePngSignature(value);
  if (parsed === 'missing') throw new BadRequestException(MESSAGES.signatureRequired);
  if (parsed === 'invalid') throw new BadRequestException(MESSAGES.signatureInvalid);
  return parsed;
}
