#!/usr/bin/env bash
# deploy/rolling-restart.sh: restarts the server instances one at a time without a failed request
# (deploy/upgrade.md step 5). For each instance:
#   1. nginx stops sending it requests: its line in the upstream file is marked `down` and nginx
#      reloads (old workers finish what they were proxying; new ones leave the instance out);
#   2. the instance restarts (SIGTERM: it finishes the requests in flight, then the new one starts);
#   3. once it answers /readyz (database reachable), the mark comes off and nginx reloads, so it
#      takes requests again at once — never counted down by nginx, never restarted while nginx
#      still counts the other one down.
# Defaults are the production layout; the multi-instance check (scripts/multiInstance.mjs) runs
# this same script against its own nginx and processes with these variables:
#   JHY_PORTS         instance ports, in order            "8081 8082"
#   JHY_UPSTREAMS     nginx's upstream file              /etc/nginx/jhy-upstreams.conf
#   JHY_NGINX_RELOAD  how to reload nginx                "nginx -t -q && systemctl reload nginx"
#   JHY_RESTART       how to restart one ({port})        "systemctl restart jhy@{port}"
#   JHY_READY_TIMEOUT seconds to wait for /readyz        120
set -euo pipefail

PORTS=${JHY_PORTS:-"8081 8082"}
UPSTREAMS=${JHY_UPSTREAMS:-/etc/nginx/jhy-upstreams.conf}
NGINX_RELOAD=${JHY_NGINX_RELOAD:-"nginx -t -q && systemctl reload nginx"}
RESTART=${JHY_RESTART:-"systemctl restart jhy@{port}"}
READY_TIMEOUT=${JHY_READY_TIMEOUT:-120}

say() { echo "rolling-restart: $*"; }

# Marks the instance on $1 down in the upstream file, or (with $2 = up) takes the mark off.
mark() {
  local port=$1 state=$2
  grep -q "127\.0\.0\.1:$port " "$UPSTREAMS" || { say "no line for port $port in $UPSTREAMS"; exit 1; }
  if [ "$state" = down ]; then
    sed -i "/127\.0\.0\.1:$port /{/ down;\$/!s/;\$/ down;/}" "$UPSTREAMS"
  else
    sed -i "/127\.0\.0\.1:$port /s/ down;\$/;/" "$UPSTREAMS"
  fi
  sh -c "$NGINX_RELOAD"
}

for port in $PORTS; do
  say "taking $port out of nginx"
  mark "$port" down
  # A reload returns before the old workers have finished their requests; give them a moment.
  sleep 2
  say "restarting $port"
  sh -c "${RESTART//\{port\}/$port}"
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$READY_TIMEOUT" ]; then
      say "$port not ready after ${READY_TIMEOUT} s: left out of nginx; the others serve"
      exit 1
    fi
    sleep 1
  done
  say "$port ready after ${waited} s: back in nginx"
  mark "$port" up
done
say "done"
