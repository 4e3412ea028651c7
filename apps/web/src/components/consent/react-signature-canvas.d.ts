// react-signature-canvas 1.0.7 ships no types: the part of its API the consent modal uses.
declare module 'react-signature-canvas' {
  import type { Component, CanvasHTMLAttributes } from 'react';

  export interface SignatureCanvasProps {
    canvasProps?: CanvasHTMLAttributes<HTMLCanvasElement> & Record<`data-${string}`, string>;
    clearOnResize?: boolean;
    penColor?: string;
    backgroundColor?: string;
    minWidth?: number;
    maxWidth?: number;
    velocityFilterWeight?: number;
    onBegin?: (event: MouseEvent | TouchEvent) => void;
    onEnd?: (event: MouseEvent | TouchEvent) => void;
  }

  export default class SignatureCanvas extends Component<SignatureCanvasProps> {
    clear(): void;
    isEmpty(): boolean;
    toDataURL(type?: string, encoderOptions?: number): string;
    getCanvas(): HTMLCanvasElement;
    getTrimmedCanvas(): HTMLCanvasElement;
    on(): void;
    off(): void;
  }
}
