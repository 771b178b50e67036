// The entry of an engine thread (EnginePool): runs the engine for each chunk of runs it is sent and answers the
// outcomes in order. Nothing here touches the database; the batch loads and stores on the main thread.
import { parentPort } from 'node:worker_threads';
import { type EngineReply, type EngineRequest, runEngine } from './engine-run.js';

const port = parentPort;
if (!port) throw new Error('engine-thread.js runs only as a worker thread (EnginePool starts it)');
port.on('message', (request: EngineRequest) => {
  const reply: EngineReply = { id: request.id, outcomes: request.runs.map(runEngine) };
  port.postMessage(reply);
});
// the engine and its imports are loaded: runs can come
port.postMessage({ ready: true });
