// The Socket.IO client in a chunk of its own, loaded by the realtime client with the first
// subscription (resources/lib/realtime.ts), so pages without live updates never download it.
export { io } from 'socket.io-client';
