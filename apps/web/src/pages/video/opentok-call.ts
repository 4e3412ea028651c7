import type { VideoTokens } from '@hospital/contracts';
import { VIDEO_MESSAGES } from '@hospital/rules';

/**
 * OpenTok in the browser. `@opentok/client` is large (≈0.9 MB gzip): it is imported only
 * here, dynamically, so Vite puts it in a chunk of its own that only the video pages load.
 */
export async function startOpenTok(
  tokens: VideoTokens,
  localTarget: HTMLElement,
  remoteTarget: HTMLElement,
  onFailure: (message: string) => void,
): Promise<() => void> {
  const { default: OT } = await import('@opentok/client');
  if (!tokens.apiKey || !tokens.tokSession || !tokens.tokToken) throw new Error(VIDEO_MESSAGES.tokenFailed);
  const session = OT.initSession(tokens.apiKey, tokens.tokSession);
  const style = { insertMode: 'append' as const, width: '100%', height: '100%' };
  const publisher = OT.initPublisher(localTarget, style, (error) => error && onFailure(error.message));
  session.on('streamCreated', (event) => {
    session.subscribe(event.stream, remoteTarget, style, (error) => error && onFailure(error.message));
  });
  session.connect(tokens.tokToken, (error) => {
    if (error) onFailure(error.message || VIDEO_MESSAGES.tokenFailed);
    else session.publish(publisher, (e) => e && onFailure(e.message));
  });
  return () => {
    session.disconnect();
    publisher.destroy();
  };
}
