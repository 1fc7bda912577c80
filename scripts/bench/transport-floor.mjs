// The transport floor: a bare node:http server answering every request with the same bytes
// (the leaderboard's JSON), as fast as Node can. Usage: node transport-floor.mjs FILE PORT
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length });
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
