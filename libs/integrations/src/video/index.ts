export * from './video.port.js';
export * from './webrtc.adapter.js';
export * from './opentok.adapter.js';
export * from './jwt-meeting.adapter.js';
export * from './video.module.js';
