/**
 * The redaction table: forms a secret takes in launch commands, free text and tool output, each with
 * its own distinctive secret and the exact text expected after redaction; and look-alikes (settings,
 * figures, model names, URLs) that must come back byte for byte. Used by the unit test and by the
 * integration test that uploads every secret and searches the database, API and exports for them.
 */

/** A distinctive secret per case, so that a leak names its form. Letters and digits only. */
export const secretOf = (id: number) => `S3cr3t${String(id).padStart(2, "0")}Value`;

export type RedactedForm = { id: number; form: string; input: string; expected: string; secret: string };

const S = secretOf;
const R = "<redacted>";

/** [form, input, expected]; the secret of row n is secretOf(n + 1) unless the row builds its own. */
const ROWS: Array<[string, (secret: string) => [string, string]]> = [
  // URL query parameters
  [
    "?token= in a URL",
    (s) => [`curl "http://gpu-box:8000/v1/models?token=${s}"`, `curl "http://gpu-box:8000/v1/models?token=${R}"`],
  ],
  [
    "&api_key= between parameters",
    (s) => [
      `https://api.example.com/v1?model=qwen&api_key=${s}&stream=true`,
      `https://api.example.com/v1?model=qwen&api_key=${R}&stream=true`,
    ],
  ],
  [
    "?access_token=",
    (s) => [
      `wget "https://hub.example.com/w.bin?access_token=${s}"`,
      `wget "https://hub.example.com/w.bin?access_token=${R}"`,
    ],
  ],
  [
    "?key= (Google style)",
    (s) => [
      `https://generativelanguage.googleapis.com/v1/models?key=${s}`,
      `https://generativelanguage.googleapis.com/v1/models?key=${R}`,
    ],
  ],
  [
    "&sig= (Azure SAS)",
    (s) => [
      `https://acct.blob.core.windows.net/m/w.safetensors?sv=2024-01-01&sig=${s}&se=2026`,
      `https://acct.blob.core.windows.net/m/w.safetensors?sv=2024-01-01&sig=${R}&se=2026`,
    ],
  ],
  ["&password=", (s) => [`https://host/login?user=admin&password=${s}`, `https://host/login?user=admin&password=${R}`]],
  [
    "X-Amz-Signature and X-Amz-Credential",
    (s) => [
      `https://b.s3.amazonaws.com/w?X-Amz-Credential=${s}%2F20260101&X-Amz-Signature=${s}x`,
      `https://b.s3.amazonaws.com/w?X-Amz-Credential=${R}&X-Amz-Signature=${R}`,
    ],
  ],
  // Passwords in URLs
  [
    "https://user:X@host (git)",
    (s) => [
      `git clone https://oauth2:${s}@gitlab.example.com/acme/vllm.git`,
      `git clone https://oauth2:${R}@gitlab.example.com/acme/vllm.git`,
    ],
  ],
  [
    "git+https://x-access-token:X@github.com",
    (s) => [
      `pip install git+https://x-access-token:${s}@github.com/acme/vllm.git`,
      `pip install git+https://x-access-token:${R}@github.com/acme/vllm.git`,
    ],
  ],
  [
    "postgres://user:X@host",
    (s) => [`DATABASE=postgres://arena:${s}@db:5432/arena`, `DATABASE=postgres://arena:${R}@db:5432/arena`],
  ],
  ["redis://:X@host (no user)", (s) => [`--cache redis://:${s}@cache:6379/0`, `--cache redis://:${R}@cache:6379/0`]],
  [
    "a proxy URL with a password",
    (s) => [
      `https_proxy=http://me:${s}@proxy.example.com:3128 vllm serve m`,
      `https_proxy=http://me:${R}@proxy.example.com:3128 vllm serve m`,
    ],
  ],
  // Headers
  [
    "-H 'X-API-Key: X'",
    (s) => [
      `curl -H 'X-API-Key: ${s}' http://localhost:8000/v1/models`,
      `curl -H 'X-API-Key: ${R}' http://localhost:8000/v1/models`,
    ],
  ],
  [
    "-H 'api-key: X' (Azure)",
    (s) => [
      `curl -H 'api-key: ${s}' https://acme.openai.azure.com/openai`,
      `curl -H 'api-key: ${R}' https://acme.openai.azure.com/openai`,
    ],
  ],
  [
    '-H "x-goog-api-key: X"',
    (s) => [`curl -H "x-goog-api-key: ${s}" -d @q.json`, `curl -H "x-goog-api-key: ${R}" -d @q.json`],
  ],
  [
    "--header Ocp-Apim-Subscription-Key",
    (s) => [`--header "Ocp-Apim-Subscription-Key: ${s}"`, `--header "Ocp-Apim-Subscription-Key: ${R}"`],
  ],
  [
    "-H X-Auth-Token",
    (s) => [
      `-H "X-Auth-Token: ${s}" -H "Accept: application/json"`,
      `-H "X-Auth-Token: ${R}" -H "Accept: application/json"`,
    ],
  ],
  ["-H Cookie", (s) => [`-H 'Cookie: session=${s}; theme=dark'`, `-H 'Cookie: ${R}'`]],
  [
    "a header without a blank after the colon",
    (s) => [`curl -H "X-API-Key:${s}" http://h/v1`, `curl -H "X-API-Key:${R}" http://h/v1`],
  ],
  [
    "--header=Name:value unquoted",
    (s) => [`http --header=X-Api-Key:${s} GET /v1`, `http --header=X-Api-Key:${R} GET /v1`],
  ],
  // Authorization, any scheme
  ["Authorization: Bearer", (s) => [`-H "Authorization: Bearer ${s}"`, `-H "Authorization: Bearer ${R}"`]],
  ["Authorization: Basic", (s) => [`-H 'Authorization: Basic ${s}=='`, `-H 'Authorization: Basic ${R}'`]],
  ["Authorization: Token", (s) => [`-H "Authorization: Token ${s}"`, `-H "Authorization: Token ${R}"`]],
  ["Authorization: ApiKey", (s) => [`-H "Authorization: ApiKey ${s}"`, `-H "Authorization: ApiKey ${R}"`]],
  [
    "Authorization: Digest",
    (s) => [
      `-H 'Authorization: Digest username="admin", realm="arena", response="${s}"' http://h`,
      `-H 'Authorization: Digest ${R}' http://h`,
    ],
  ],
  ["Authorization without a scheme", (s) => [`-H "Authorization: ${s}" http://h`, `-H "Authorization: ${R}" http://h`]],
  [
    "authorization: bearer, lower case, own line",
    (s) => [`authorization: bearer ${s}\naccept: */*`, `authorization: bearer ${R}\naccept: */*`],
  ],
  ["Proxy-Authorization", (s) => [`Proxy-Authorization: Basic ${s}`, `Proxy-Authorization: Basic ${R}`]],
  [
    "Authorization: AWS4-HMAC-SHA256",
    (s) => [
      `-H "Authorization: AWS4-HMAC-SHA256 Credential=AKIA/2026, Signature=${s}"`,
      `-H "Authorization: AWS4-HMAC-SHA256 ${R}"`,
    ],
  ],
  [
    "Authorization in the middle of a sentence",
    (s) => [`sent Authorization: Bearer ${s} to the server`, `sent Authorization: Bearer ${R} to the server`],
  ],
  // Flags
  ["--api-key X", (s) => [`vllm serve m --api-key ${s} --port 8000`, `vllm serve m --api-key ${R} --port 8000`]],
  ["--api-key=X", (s) => [`vllm serve m --api-key=${s} --port 8000`, `vllm serve m --api-key=${R} --port 8000`]],
  ["--hf-token X", (s) => [`vllm serve m --hf-token ${s}`, `vllm serve m --hf-token ${R}`]],
  ["--hf_token X", (s) => [`python bench.py --hf_token ${s} --n 5`, `python bench.py --hf_token ${R} --n 5`]],
  ["--authToken X (camelCase)", (s) => [`node serve.js --authToken ${s}`, `node serve.js --authToken ${R}`]],
  ["--auth-token=X", (s) => [`server --auth-token=${s}`, `server --auth-token=${R}`]],
  ["--token X", (s) => [`arena upload --token ${s} run.json`, `arena upload --token ${R} run.json`]],
  ["--password with a quoted value", (s) => [`--password "two ${s} words" --port 1`, `--password "${R}" --port 1`]],
  ["--api-key in single quotes", (s) => [`--api-key '${s}'`, `--api-key '${R}'`]],
  ["--client-secret", (s) => [`--client-id app --client-secret ${s}`, `--client-id app --client-secret ${R}`]],
  ["--aws-secret-access-key", (s) => [`--aws-secret-access-key ${s}`, `--aws-secret-access-key ${R}`]],
  [
    "--api-key across a line continuation",
    (s) => [
      `vllm serve m \\\n  --api-key \\\n  ${s} \\\n  --port 8000`,
      `vllm serve m \\\n  --api-key \\\n  ${R} \\\n  --port 8000`,
    ],
  ],
  ["-token X (one dash)", (s) => [`tool -token ${s} -v`, `tool -token ${R} -v`]],
  [
    "--ssl-keyfile-password",
    (s) => [`--ssl-keyfile key.pem --ssl-keyfile-password ${s}`, `--ssl-keyfile key.pem --ssl-keyfile-password ${R}`],
  ],
  ["--API-KEY in capitals", (s) => [`--API-KEY ${s}`, `--API-KEY ${R}`]],
  // Environment assignments
  ["OPENAI_KEY=X", (s) => [`OPENAI_KEY=${s} vllm bench serve`, `OPENAI_KEY=${R} vllm bench serve`]],
  ["hf_token=X in lower case", (s) => [`hf_token=${s} python bench.py`, `hf_token=${R} python bench.py`]],
  ['export HF_TOKEN="X"', (s) => [`export HF_TOKEN="${s}"`, `export HF_TOKEN="${R}"`]],
  [
    "HUGGING_FACE_HUB_TOKEN='X'",
    (s) => [`HUGGING_FACE_HUB_TOKEN='${s}' vllm serve m`, `HUGGING_FACE_HUB_TOKEN='${R}' vllm serve m`],
  ],
  [
    "docker run -e HF_TOKEN=X",
    (s) => [`docker run -e HF_TOKEN=${s} vllm/vllm-openai`, `docker run -e HF_TOKEN=${R} vllm/vllm-openai`],
  ],
  [
    'docker --env "OPENAI_API_KEY=X"',
    (s) => [`docker run --env "OPENAI_API_KEY=${s}" img`, `docker run --env "OPENAI_API_KEY=${R}" img`],
  ],
  ["PGPASSWORD=X", (s) => [`PGPASSWORD=${s} psql -h db`, `PGPASSWORD=${R} psql -h db`]],
  ["AWS_SECRET_ACCESS_KEY=X", (s) => [`AWS_SECRET_ACCESS_KEY=${s} aws s3 cp`, `AWS_SECRET_ACCESS_KEY=${R} aws s3 cp`]],
  ["set HF_TOKEN=X (Windows)", (s) => [`set HF_TOKEN=${s} && vllm serve m`, `set HF_TOKEN=${R} && vllm serve m`]],
  [
    '$env:HF_TOKEN = "X" (PowerShell)',
    (s) => [`$env:HF_TOKEN = "${s}"; vllm serve m`, `$env:HF_TOKEN = "${R}"; vllm serve m`],
  ],
  ["export before ;", (s) => [`export HF_TOKEN=${s}; vllm serve m`, `export HF_TOKEN=${R}; vllm serve m`]],
  ["HF_TOKEN := X (Makefile)", (s) => [`HF_TOKEN := ${s}`, `HF_TOKEN := ${R}`]],
  // YAML and other key: value forms
  ["HF_TOKEN: X (YAML)", (s) => [`env:\n  HF_TOKEN: ${s}\n  PORT: 8000`, `env:\n  HF_TOKEN: ${R}\n  PORT: 8000`]],
  ['api_key: "X"', (s) => [`api_key: "${s}"\nmodel: m`, `api_key: "${R}"\nmodel: m`]],
  ["- token: X (YAML list)", (s) => [`secrets:\n  - token: ${s}`, `secrets:\n  - token: ${R}`]],
  [
    "password: with blanks and a comment",
    (s) => [`  password: two ${s} words  # rotate\nuser: me`, `  password: ${R}\nuser: me`],
  ],
  [
    "{HF_TOKEN: X, ...} (YAML flow)",
    (s) => [`env: {HF_TOKEN: ${s}, VLLM_PORT: 8000}`, `env: {HF_TOKEN: ${R}, VLLM_PORT: 8000}`],
  ],
  ["'api_key' => 'X'", (s) => [`['api_key' => '${s}']`, `['api_key' => '${R}']`]],
  // curl -u and relatives
  ["curl -u admin:X", (s) => [`curl -u admin:${s} http://h/v1/models`, `curl -u admin:${R} http://h/v1/models`]],
  ["curl --user admin:X", (s) => [`curl --user admin:${s} http://h`, `curl --user admin:${R} http://h`]],
  ["curl --user=admin:X", (s) => [`curl --user=admin:${s} http://h`, `curl --user=admin:${R} http://h`]],
  ["curl -u 'admin:two words'", (s) => [`curl -u 'admin:two ${s}' http://h`, `curl -u 'admin:${R}' http://h`]],
  ["curl --proxy-user", (s) => [`curl --proxy-user me:${s} http://h`, `curl --proxy-user me:${R} http://h`]],
  // JSON members and code
  ["a JSON member", (s) => [`{"api_key": "${s}", "max_tokens": 8192}`, `{"api_key": "${R}", "max_tokens": 8192}`]],
  ["a compact JSON member", (s) => [`{"hf_token":"${s}"}`, `{"hf_token":"${R}"}`]],
  ["a JSON Authorization header", (s) => [`'{"Authorization": "Bearer ${s}"}'`, `'{"Authorization": "Bearer ${R}"}'`]],
  ["a JSON member with escaped quotes", (s) => [`{"password": "a \\"quoted\\" ${s}"}`, `{"password": "${R}"}`]],
  [
    "JSON inside a JSON string",
    (s) => [`{"config": "{\\"api_key\\": \\"${s}\\"}"}`, `{"config": "{\\"api_key\\": \\"${R}\\"}"}`],
  ],
  ["a Python dict", (s) => [`{'api_key': '${s}'}`, `{'api_key': '${R}'}`]],
  [
    "a Python keyword argument",
    (s) => [
      `OpenAI(base_url="http://localhost:8000/v1", api_key="${s}")`,
      `OpenAI(base_url="http://localhost:8000/v1", api_key="${R}")`,
    ],
  ],
  [
    'os.environ["HF_TOKEN"] = "X" (Python)',
    (s) => [`os.environ["HF_TOKEN"] = "${s}"`, `os.environ["HF_TOKEN"] = "${R}"`],
  ],
  [
    "an assignment in a JSON string",
    (s) => [`{"cmd": "HF_TOKEN=${s} vllm serve m"}`, `{"cmd": "HF_TOKEN=${R} vllm serve m"}`],
  ],
  [
    "after a \\n escape in JSON text",
    (s) => [`{"log": "starting\\nAPI_KEY=${s}\\nready"}`, `{"log": "starting\\nAPI_KEY=${R}\\nready"}`],
  ],
  // Well-known token shapes, wherever they stand
  ["a Hugging Face token", (s) => [`using hf_${s}AbCdEfGhIjKl for the download`, `using ${R} for the download`]],
  ["an OpenAI key", (s) => [`key sk-proj-${s}AbCdEfGhIjKl in the log`, `key ${R} in the log`]],
  [
    "a GitHub token in a repository URL",
    (s) => [`https://ghp_${s}AbCdEfGhIjKlMnOp@github.com/acme/vllm`, `https://${R}@github.com/acme/vllm`],
  ],
  ["a fine-grained GitHub token", (s) => [`github_pat_${s}_AbCdEfGhIjKlMn`, R]],
  ["a Slack token", (s) => [`xoxb-1234-${s}`, R]],
  ["an AWS access key id", () => [`aws_id AKIAS3CR3TVALUE42XYZ here`, `aws_id ${R} here`]],
  ["an arena token", (s) => [`arena_${s}AbCdEfGhIjKlMn`, R]],
  ["a JWT", (s) => [`jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhcmVuYSJ9.${s}Signature`, `jwt ${R}`]],
  ["a GitLab token", (s) => [`glpat-${s}AbCdEfGhIj`, R]],
  ["a Google API key", () => [`AIzaS3cr3tValue42AbCdEfGhIjKlMnOpQrStUv`, R]],
  // Issue 24: vendor shapes that got through
  ["an NVIDIA API key", (s) => [`NVIDIA key nvapi-${s}AbCdEfGhIj_Kl-mn set`, `NVIDIA key ${R} set`]],
  ["an AWS temporary key id (ASIA)", () => [`id ASIAS3CR3TVALUE43XYZ used`, `id ${R} used`]],
  ["a Stripe live key", (s) => [`STRIPE=sk_live_${s}AbCdEfGh`, `STRIPE=${R}`]],
  ["an npm token", (s) => [`echo npm_${s}AbCdEfGhIjKlMn >> .npmrc`, `echo ${R} >> .npmrc`]],
  ["a Groq key", (s) => [`groq gsk_${s}AbCdEfGhIjKl ready`, `groq ${R} ready`]],
  ["a Replicate token", (s) => [`r8_${s}AbCdEfGhIjKlMnOp`, R]],
  ["a Perplexity key", (s) => [`pplx-${s}AbCdEfGhIjKlMnOp`, R]],
  ["an Anthropic key", (s) => [`key sk-ant-api03-${s}AbCdEf_Gh-Ij`, `key ${R}`]],
  ["a Slack user token", (s) => [`SLACK xoxp-1234-5678-${s}`, `SLACK ${R}`]],
  ["an OpenAI project key in a JSON value", (s) => [`{"key_id": "sk-proj-${s}AbCdEfGhIj"}`, `{"key_id": "${R}"}`]],
  // PEM private keys
  [
    "a PEM private key block",
    (s) => [
      `-----BEGIN RSA PRIVATE KEY-----\nMIIEow${s}Ab+/cd==\nQmFzZTY0==\n-----END RSA PRIVATE KEY-----\nnext`,
      `-----BEGIN RSA PRIVATE KEY-----${R}-----END RSA PRIVATE KEY-----\nnext`,
    ],
  ],
  [
    "an OpenSSH private key block",
    (s) => [
      `-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn${s}\n-----END OPENSSH PRIVATE KEY-----`,
      `-----BEGIN OPENSSH PRIVATE KEY-----${R}-----END OPENSSH PRIVATE KEY-----`,
    ],
  ],
  [
    "a PEM private key cut short",
    (s) => [
      `-----BEGIN PRIVATE KEY-----\nMIIE${s}+/Ab==\nnot base64: done`,
      `-----BEGIN PRIVATE KEY-----${R}\nnot base64: done`,
    ],
  ],
  // Webhook URLs: the path is the secret
  [
    "a Slack webhook URL",
    (s) => [
      `curl -X POST https://hooks.slack.com/services/T0A1B2C3D/B0E4F5G6H/${s}xyz -d @m.json`,
      `curl -X POST https://hooks.slack.com/services/${R} -d @m.json`,
    ],
  ],
  [
    "a Discord webhook URL",
    (s) => [
      `WEBHOOK=https://discord.com/api/webhooks/112233445566778899/${s}-AbCdEfGhIj_kl done`,
      `WEBHOOK=https://discord.com/api/webhooks/${R} done`,
    ],
  ],
  // Passwords in a command's own short flags
  ["mysql -pSECRET", (s) => [`mysql -u root -p${s} -h db arena`, `mysql -u root -p${R} -h db arena`]],
  [
    "mysqldump -uroot -p'SECRET'",
    (s) => [
      `docker exec db mysqldump -uroot -p'${s}' arena > d.sql`,
      `docker exec db mysqldump -uroot -p'${R}' arena > d.sql`,
    ],
  ],
  [
    "sshpass -p SECRET",
    (s) => [`sshpass -p ${s} ssh -p 2222 gpu-box nvidia-smi`, `sshpass -p ${R} ssh -p 2222 gpu-box nvidia-smi`],
  ],
  ["sshpass -pSECRET", (s) => [`sshpass -p${s} scp r.json box:`, `sshpass -p${R} scp r.json box:`]],
  ["redis-cli -a SECRET", (s) => [`redis-cli -h cache -a ${s} ping`, `redis-cli -h cache -a ${R} ping`]],
  // Names that say password in short
  ["DB_PWD=X", (s) => [`DB_PWD=${s} ./serve.sh`, `DB_PWD=${R} ./serve.sh`]],
  ["MYSQL_PWD=X", (s) => [`MYSQL_PWD=${s} mysql -u root`, `MYSQL_PWD=${R} mysql -u root`]],
  ["DB_PASS=X", (s) => [`DB_PASS=${s} ./serve.sh`, `DB_PASS=${R} ./serve.sh`]],
  // Bearer without Authorization
  ["a bare Bearer token", (s) => [`using Bearer ${s} for the API`, `using Bearer ${R} for the API`]],
  ["-H 'Bearer X'", (s) => [`curl -H "Bearer ${s}" http://h/v1`, `curl -H "Bearer ${R}" http://h/v1`]],
  // URLs: a token as the user, a password with @
  [
    "a token as the URL user",
    (s) => [`git clone https://${s}@github.com/acme/vllm.git`, `git clone https://${R}@github.com/acme/vllm.git`],
  ],
  [
    "a token as the URL user, with a password",
    (s) => [`https://${s}:x-oauth-basic@github.com/acme/vllm`, `https://${R}:${R}@github.com/acme/vllm`],
  ],
  [
    "a URL password containing @",
    (s) => [`DATABASE=postgres://arena:pa@${s}@db:5432/arena`, `DATABASE=postgres://arena:${R}@db:5432/arena`],
  ],
  // Shell quoting inside a value
  [
    '--api-key=pre"X" (quotes inside a word)',
    (s) => [`vllm serve m --api-key=pre"${s}" --port 8000`, `vllm serve m --api-key=${R} --port 8000`],
  ],
  [
    '--api-key="pre"X (a word after the quotes)',
    (s) => [`vllm serve m --api-key="pre"${s} --port 8000`, `vllm serve m --api-key=${R} --port 8000`],
  ],
  // CSV cells: quotes doubled
  ["a JSON member in a CSV cell", (s) => [`m,"{""api_key"": ""${s}""}",42`, `m,"{""api_key"": ""${R}""}",42`]],
  [
    "a flag in a CSV cell",
    (s) => [`m,"serve --api-key ""${s}"" --port 1",42`, `m,"serve --api-key ""${R}"" --port 1",42`],
  ],
  // argv arrays
  [
    'an argv array ["--api-key", "X"]',
    (s) => [
      `["vllm", "serve", "m", "--api-key", "${s}", "--port", "8000"]`,
      `["vllm", "serve", "m", "--api-key", "${R}", "--port", "8000"]`,
    ],
  ],
  ["a Python argv list", (s) => [`argv=['--hf-token', '${s}', '-v']`, `argv=['--hf-token', '${R}', '-v']`]],
  [
    "an argv array in JSON text",
    (s) => [`{"cmd": "[\\"--api-key\\", \\"${s}\\"]"}`, `{"cmd": "[\\"--api-key\\", \\"${R}\\"]"}`],
  ],
  ["a flag as a JSON key", (s) => [`{"--api-key": "${s}", "--port": 8000}`, `{"--api-key": "${R}", "--port": 8000}`]],
  // Numbers under secret names
  ["--api-key with digits only", () => [`vllm serve m --api-key 48213957201`, `vllm serve m --api-key ${R}`]],
  ["--hf-token with digits only", () => [`--hf-token 918273645012 --port 1`, `--hf-token ${R} --port 1`]],
  ["a JSON api_key number", () => [`{"api_key": 73914682055}`, `{"api_key": "${R}"}`]],
  ["a JSON hf_token number", () => [`{"hf_token":627384950112,"n":1}`, `{"hf_token":"${R}","n":1}`]],
  // Tokens inside file names
  ["a Hugging Face token in a file name", (s) => [`results_hf_${s}AbCdEfGhIj.md`, `results_${R}.md`]],
  ["an OpenAI key in a file name", (s) => [`bench-sk-proj-${s}AbCdEfGhIj.json`, `bench-${R}.json`]],
  ["a flag as a file name", (s) => [`--api-key=${s}.md`, `--api-key=${R}`]],
];

/** Secrets the rows build themselves (token shapes need their own alphabet). */
const OWN_SECRETS: Record<string, string> = {
  "an AWS access key id": "AKIAS3CR3TVALUE42XYZ",
  "a Google API key": "AIzaS3cr3tValue42AbCdEfGhIjKlMnOpQrStUv",
  "an AWS temporary key id (ASIA)": "ASIAS3CR3TVALUE43XYZ",
  "--api-key with digits only": "48213957201",
  "--hf-token with digits only": "918273645012",
  "a JSON api_key number": "73914682055",
  "a JSON hf_token number": "627384950112",
};

export const REDACTED_FORMS: RedactedForm[] = ROWS.map(([form, build], index) => {
  const id = index + 1;
  const [input, expected] = build(S(id));
  return { id, form, input, expected, secret: OWN_SECRETS[form] ?? S(id) };
});

/** Settings, figures, names and URLs that look like secrets and must stay byte for byte. */
export const LOOK_ALIKES: string[] = [
  "vllm serve Qwen/Qwen3-8B --max-tokens 4096",
  "vllm serve m --max-tokens=4096 --max-num-batched-tokens 8192",
  "TOKENIZERS_PARALLELISM=false python bench.py",
  "vllm bench serve --tokenizer acme/tok --tokenizer-mode auto --skip-tokenizer-init",
  "vllm serve acme/token-classifier --port 8000",
  // A KV-cache setting: "key" is not the last word of the flag, so it is not a secret's name.
  "vllm serve m --key-cache-dtype fp8 --kv-cache-dtype fp8_e5m2",
  "max_tokens: 512",
  "llm-bench --num-tokens 128 --max-total-tokens 65536",
  "tokens_per_second: 42.5",
  "vllm serve m --trust-remote-code --enable-prefix-caching",
  "https://huggingface.co/Qwen/Qwen3-8B",
  "--base-url http://localhost:8000/v1 --endpoint /v1/chat/completions",
  '--speculative-config \'{"method":"eagle","num_speculative_tokens":7}\'',
  '{"max_tokens": 8192, "tokenizer_id": "Qwen/Qwen3.5-9B", "total_input_tokens": 404896}',
  "docker run -u 1000:1000 -p 8000:8000 vllm/vllm-openai",
  "python -u bench.py --model acme/secret-sauce-7b",
  "vllm serve m --api-key $VLLM_API_KEY",
  'curl -H "Authorization: Bearer $OPENAI_API_KEY" http://localhost:8000/v1/models',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, as written in launch commands
  "export HF_TOKEN=${HF_TOKEN}",
  "docker run -e HF_TOKEN --gpus all vllm/vllm-openai",
  "vllm serve m --api-key <redacted> --max-num-batched-tokens 32768",
  "git clone git@github.com:acme/vllm.git && git clone ssh://git@github.com/acme/vllm",
  "pip install -U git+https://github.com/vllm-project/vllm.git",
  '{"eos_token": "<|im_end|>", "bos_token": "<s>", "pad_token_id": 0}',
  "--served-model-name password-manager-8b",
  "HF_HOME=/data/hf HF_HUB_ENABLE_HF_TRANSFER=1 --download-dir /models",
  "--hf-token-path /run/secrets/hf",
  "AutoModel.from_pretrained(repo, use_auth_token=True)",
  "--max-model-len 32768 --gpu-memory-utilization 0.92 --pipeline-parallel-size 2",
  "CUDA_VISIBLE_DEVICES=0,1 VLLM_USE_V1=1 OMP_NUM_THREADS=8",
  "author: Qwen team",
  "prompt_tokens=512 completion_tokens=128 max_token=4096",
  "signal: SIGTERM, design: dense",
  "cache_key: prefix-1\ntestKey: chat",
  "https://github.com/vllm-project/vllm/commit/0123abcd",
  "| Qwen3-8B | pp512 | 1234.5 ± 3.2 | tg128 |",
  '--hf-overrides \'{"max_position_embeddings": 65536}\' --rope-scaling \'{"type":"yarn"}\'',
  "curl --user root http://h && sort -u names.txt",
  "The model keeps its key facts: 8B parameters, 32k context.",
  "huggingface-cli login --token $HF_TOKEN",
  "--revision main --tokenizer-revision 0123abcd --code-revision v1",
  "Tokens: 512 in, 128 out; secret sauce: none",
  // Issue 24: settings, figures, names and hashes next to the new shapes
  "vllm serve Qwen/Qwen3-30B-A3B --max-num-seqs 256 --max-num-batched-tokens 8192",
  "| qwen3moe 30B.A3B Q4_K_M | 17.28 GiB | CUDA | 99 | pp512 | 4321.00 ± 12.34 |\n| tg128 | 187.65 ± 0.42 |",
  "sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 model.gguf",
  '{"model_sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", "max_token": 4096}',
  "PWD=/home/me OLDPWD=/tmp ./serve.sh",
  "docker run -p8000:8000 -p 8001:8001 vllm/vllm-openai && ssh -p 2222 gpu-box",
  "mysql -p arena < schema.sql",
  "git clone https://jdoe@bitbucket.org/acme/vllm.git",
  "The bearer of this note ran it; a Bearer token is required.",
  "-----BEGIN CERTIFICATE-----\nMIIC+certificate==\n-----END CERTIFICATE-----",
  '["vllm", "serve", "m", "--max-num-seqs", "256", "--port", "8000"]',
  "argv=['--max-tokens', '4096', '--tokenizer', 'acme/tok']",
  "results_hf_transfer_Qwen3-30B-A3B.md llama-bench-pp512-tg128.csv",
  "--token-budget 512 --max-token 4096 --num-tokens 12000000",
  "num_pass: 3\nllama-server --bypass-cache --two-pass 2",
  'm,"{""max_tokens"": 512}",42',
  "https://discord.com/channels/1234/5678 and https://slack.com/help",
];
