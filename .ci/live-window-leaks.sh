#!/bin/sh
# `make leaks`, second part: a live playgrounds window under valgrind on a private Xvfb
# server, typed into, copied from, pasted into, clicked and closed by SIGTERM; fails on any
# memory error or definitely lost byte (the window host's X, xkbcommon and cairo-xcb objects).
set -eu
bin=${1:?usage: live-window-leaks.sh BIN_DIR}
work=$(mktemp -d)
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset 3>"$work/display" 2>/dev/null &
server=$!
while [ ! -s "$work/display" ]; do sleep 0.1; done
export DISPLAY=":$(cat "$work/display")" LANG=C.UTF-8

valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
  --undef-value-errors=no --suppressions=.ci/valgrind.supp --error-exitcode=1 \
  "$bin/playgrounds" --live Theming --dump-on-exit "$work/dump.txt" >"$work/live" 2>"$work/valgrind" &
app=$!
tries=0
until grep -q "is live" "$work/live"; do
  tries=$((tries + 1))
  [ $tries -lt 600 ] || { cat "$work/valgrind"; exit 1; }
  sleep 0.1
done
xdotool type --delay 100 "valgrind"
xdotool key --delay 100 ctrl+a ctrl+c Tab ctrl+v
xdotool mousemove 300 200 click 1
sleep 2
kill -TERM $app
status=0
wait $app || status=$?
grep -E "definitely lost|ERROR SUMMARY" "$work/valgrind"
[ "$(grep -c "^Ada Lovelacevalgrind$" "$work/dump.txt")" -eq 2 ] || {
  echo "the dump lost the typed or pasted text:"; cat "$work/dump.txt"; exit 1
}
[ $status -eq 0 ] || { cat "$work/valgrind"; exit 1; }
