/**
 * The video room's address as the participant opens it: audio only asks Jitsi to start without video
 * (its `config.startAudioOnly` URL option), so a weak connection keeps the voice.
 */
export function roomLinkFor(roomUrl: string, audioOnly: boolean): string {
  return audioOnly ? `${roomUrl}#config.startAudioOnly=true` : roomUrl
}
