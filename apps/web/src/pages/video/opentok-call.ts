import type { VideoTokens } from '@hospital/contracts';
import { VIDEO_MESSAGES } from '@hospital/rules';

/** A running OpenTok call: hang up, and switch this side's microphone and camera (issue 16 item 12). */
export interface OpenTokCall {
  end(): void;
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
}

/**
 * OpenTok in the browser. `@opentok/client` is large (≈0.9 MB gzip): it is imported only
 * here, dynamically, so Vite puts it in a chunk of its own that only the video pages load.
 * `onRemote(true|false)`: the other side's stream came or went.
 */
export async function startOpenTok(
  tokens: VideoTokens,
  localTarget: HTMLElement,
  remoteTarget: HTMLElement,
  onFailure: (message: string) => void,
  onRemote: (present: boolean) => void = () => undefined,
): Promise<OpenTokCall> {
  const { default: OT } = await import('@opentok/client');
  if (!tokens.apiKey || !tokens.tokSession || !tokens.tokToken) throw new Error(VIDEO_MESSAGES.tokenFailed);
  const session = OT.initSession(tokens.apiKey, tokens.tokSession);
  const style = { insertMode: 'append' as const, width: '100%', height: '100%' };
  const publisher = OT.initPublisher(localTarget, style, (error) => error && onFailure(error.message));
  session.on('streamCreated', (event) => {
    session.subscribe(event.stream, remoteTarget, style, (error) => error && onFailure(error.message));
    onRemote(true);
  });
  session.on('streamDestroyed', () => onRemote(false));
  session.connect(tokens.tokToken, (error) => {
    if (error) onFailure(error.message || VIDEO_MESSAGES.tokenFailed);
    else session.publish(publisher, (e) => e && onFailure(e.message));
  });
  return {
    end() {
      session.disconnect();
      publisher.destroy();
    },
    setAudio: (on) => publisher.publishAudio(on),
    setVideo: (on) => publisher.publishVideo(on),
  };
}
