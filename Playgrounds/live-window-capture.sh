#!/bin/sh
# Captures a live playgrounds window for the README: starts a private Xvfb server, opens the
# PlaceholderTextView page live, types into it with xdotool as a user would, and writes the
# window's pixels (xwd) as the PNG named by $1.
set -eu
output=${1:?usage: live-window-capture.sh OUTPUT.png}
swift build --product playgrounds
bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'kill $app $server 2>/dev/null || true; rm -rf "$work"' EXIT

Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset 3>"$work/display" 2>/dev/null &
server=$!
while [ ! -s "$work/display" ]; do sleep 0.1; done
export DISPLAY=":$(cat "$work/display")" LANG=C.UTF-8 DRAWKIT_CARET_BLINK=0

"$bin/playgrounds" --live PlaceholderTextView >"$work/live" &
app=$!
while ! grep -q "is live" "$work/live" 2>/dev/null; do sleep 0.1; done
window=$(awk '{print $NF}' "$work/live")

xdotool type 'Hello, 世界! Typed live'
xdotool key Return
xdotool type 'into an X11 window.'
xdotool key shift+Home
sleep 0.5
xwd -id "$window" -silent | xwdtopnm 2>/dev/null | pnmtopng >"$output"
kill -TERM $app
wait $app
echo "wrote $output"
