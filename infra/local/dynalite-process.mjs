// Child-process entry of the local DynamoDB (dynamodb.ts): dynalite's LevelDB and JSON work runs on
// its own core instead of the API's event loop, as DynamoDB is a service of its own on AWS.
// Arguments: port, host, data directory. Ends with its parent (the IPC channel closes).
import dynalite from 'dynalite';

const [port, host, directory] = process.argv.slice(2);
// Tables are ACTIVE at once: nothing locally waits for the CREATING state of real DynamoDB.
const server = dynalite({ path: directory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.once('error', (error) => {
  process.send?.({ error: error.code ?? error.message });
  process.exit(1);
});
server.listen(Number(port), host, () => process.send?.({ ready: true }));
process.on('disconnect', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
