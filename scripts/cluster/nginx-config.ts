// The load balancer of the cluster tests, and the reference configuration of docs/operations.md
// ("Several instances"): round-robin over the instances, the realtime socket's upgrade forwarded,
// and a request retried on the next instance only when that cannot run it twice.

export type NginxConfigOptions = {
  /** Where nginx keeps its pid, logs and temporary files (a directory the current user owns). */
  dir: string;
  listen: { host: string; port: number };
  upstreams: { host: string; port: number }[];
  /** When nginx's master runs as root its workers need a user; the tests run them as root too. */
  workerUser?: string;
  /**
   * TLS with HTTP/2, as members reach the app (docs/operations.md): the certificate and key files.
   * Without it nginx speaks plain HTTP/1.1, which the cluster tests use.
   */
  tls?: { certificate: string; key: string };
};

export function nginxConfig(opts: NginxConfigOptions): string {
  const { dir } = opts;
  const servers = opts.upstreams
    .map((u) => `    server ${u.host}:${u.port} max_fails=1 fail_timeout=2s;`)
    .join("\n");
  return `${opts.workerUser ? `user ${opts.workerUser};\n` : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # "Connection: upgrade" for the socket's handshake, "close" for everything else.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      close;
  }

  upstream meetup {
    # Round-robin (the default). A refused or failed instance is skipped for fail_timeout.
${servers}
    # No upstream keepalive: a connection nginx reuses can be closed by a draining instance at the
    # moment a POST is written to it, and a POST that may have been sent is never retried.
  }

  server {
    # "listen ... ssl http2" is what Debian 12's nginx (1.22) knows; from 1.25.1 write "listen ...
    # ssl;" and "http2 on;" (the old form still works there, with a warning).
    listen ${opts.listen.host}:${opts.listen.port}${opts.tls ? " ssl http2" : ""};${
      opts.tls
        ? `
    ssl_certificate ${opts.tls.certificate};
    ssl_certificate_key ${opts.tls.key};`
        : ""
    }
    client_max_body_size 40m;
    # nginx closes a client's keep-alive connection after 1,000 requests by default; a load
    # generator writing its next request at that moment counts a reset (browsers retry it).
    keepalive_requests 100000;

    proxy_http_version 1.1;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    # Retried on the next instance: a refused connection (any method: nothing was sent), and for
    # GET/HEAD an error, a timeout or a 502/503 (a draining instance). POST and PATCH are not
    # retried once sent (no non_idempotent): a message must not be sent twice.
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 3;
    # Which instance answered (tests read it; harmless to keep, or drop it in production).
    add_header X-Upstream $upstream_addr always;

    location /api/ws {
      proxy_pass http://meetup;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # The client pings every 25 s; an idle socket is not cut before that.
      proxy_read_timeout 120s;
    }

    location / {
      proxy_pass http://meetup;
      proxy_set_header Connection $connection_upgrade;
    }
  }
}
`;
}
