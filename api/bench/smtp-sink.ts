// The bench's mail server, in a process of its own so that receiving e-mails never stalls the load generator's event
// loop (it would lower every figure measured meanwhile). Counts what arrives, drops the e-mails, and reports the
// count to the bench at most every 50 ms.
import { SMTPServer } from 'smtp-server';

let received = 0;
let reported = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      received++;
      callback();
    });
  },
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ ready: true }));
setInterval(() => {
  if (received === reported) return;
  reported = received;
  process.send?.({ received });
}, 50);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
