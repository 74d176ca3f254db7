#!/usr/bin/env bash
# Live apps (issue 25): DrawKit's frame loop beside GTK 4 (Benchmarks/Peers/gtk4_live.c, the
# cairo renderer), each on a private Xvfb server, in one run; prints the result lines and a
# table of ratios.
#   idle       a focused text widget, its caret still, left alone for 10 s: the loop's wakeups
#              (poll returns), frames and frame requests (DrawKit: `playgrounds --stats`; GTK 4:
#              its main context's polls and its frame clock's paints); each host's count has one
#              wakeup that ends the count (DrawKit: the SIGUSR1 that asks for the line; GTK 4:
#              the timeout that prints it)
#   Q1         a block posted from another thread to an idle window's main queue
#              (`DispatchQueue.main.async`; GTK 4: `g_main_context_invoke`): the time until it runs
#   W1         200 of the library's ToggleSwitches flipping at once: the process's CPU time per
#              painted frame
#   A1         the same 200 switches through the frame loop without a window: CPU per frame, and
#              the area painted per frame against the switches' (checked: at most 1.2)
#   A2         the S1 notes page cross-fading to the dark tokens: per frame, against a full S1
#              frame and a full frame of the page standing still in Theme.notes, in the same
#              process
#   K1         the notes page (2,000 lines) flung down and up on the frame clock in a live X11
#              window, which has the server copy what stayed on screen: the process's CPU per
#              frame against a full S1 frame (rendered between the frames of the same flings
#              without a window, whose CPU per frame is also shown), and the server's CPU per
#              frame
#
# Usage: Benchmarks/live.sh [outdir]   (default Benchmarks/out; results in outdir/live.txt)
# Env:   LIVE_ROUNDS  rounds (default 3); the table takes each figure's best round
#        LIVE_SAMPLES blocks posted per Q1 run (default 300)
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${1:-$ROOT/Benchmarks/out}"
LIVE_ROUNDS="${LIVE_ROUNDS:-3}"
LIVE_SAMPLES="${LIVE_SAMPLES:-300}"
mkdir -p "$OUT/live" && OUT="$(cd "$OUT" && pwd)"
WORK="$OUT/live"
RESULTS="$OUT/live.txt"
LOG="$WORK/log.txt"
: >"$RESULTS"
: >"$LOG"
export LANG=C.UTF-8 LC_ALL=C.UTF-8
fail() { echo "# live: $*" >&2; exit 1; }

echo "# live: building gtk4_live, drawkit-bench and playgrounds (release)"
cc -O2 -Wall -o "$WORK/gtk4_live" "$ROOT/Benchmarks/Peers/gtk4_live.c" \
  $(pkg-config --cflags --libs gtk4) || fail "gtk4_live did not build (libgtk-4-dev)"
(cd "$ROOT" && swift build -c release --product drawkit-bench 2>&1 | grep -E "error|Build complete" | tail -1)
(cd "$ROOT" && swift build -c release --product playgrounds 2>&1 | grep -E "error|Build complete" | tail -1)
BENCH="$ROOT/.build/release/drawkit-bench"
PLAYGROUNDS="$ROOT/.build/release/playgrounds"
[ -x "$BENCH" ] && [ -x "$PLAYGROUNDS" ] || fail "drawkit-bench or playgrounds did not build"

# Every program sees the same private server and GTK settings; GTK 4 draws with cairo.
exec 3< <(Xvfb -displayfd 1 -screen 0 1280x1280x24 -nolisten tcp -noreset 2>>"$LOG")
XVFB_PID=$!
read -r -t 20 display <&3 || fail "Xvfb did not start"
trap 'kill "$XVFB_PID" 2>/dev/null' EXIT
export DISPLAY=":$display" GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
export DRAWKIT_CARET_BLINK=0

# idle_drawkit <--live|--gtk> <name>: the stats of an idle window, one line at 1 s and one
# 10 s later; prints the differences.
idle_drawkit() {
  local option=$1 name=$2 stats="$WORK/stats-$2.txt"
  rm -f "$stats"
  "$PLAYGROUNDS" "$option" PlaceholderTextView --stats "$stats" >>"$LOG" 2>&1 &
  local pid=$!
  sleep 1
  kill -USR1 "$pid"
  for _ in $(seq 50); do [ -s "$stats" ] && break; sleep 0.1; done
  sleep 10
  kill -USR1 "$pid"
  for _ in $(seq 50); do [ "$(wc -l <"$stats")" -ge 2 ] && break; sleep 0.1; done
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  awk -v name="$name" '
    NR <= 2 { for (i = 1; i <= NF; i++) { split($i, kv, "="); v[NR, kv[1]] = kv[2]; k[kv[1]] = 1 } }
    END {
      if (NR < 2) { print "# FAILED: drawkit " name " wrote no counts"; exit }
      for (key in k) printf "peer=drawkit scene=live variant=idle_%s_%s n=10 count=%d\n", key, name, v[2, key] - v[1, key]
    }' "$stats" | sort | tee -a "$RESULTS"
}

for round in $(seq 1 "$LIVE_ROUNDS"); do
  echo "# live round $round of $LIVE_ROUNDS"
  idle_drawkit --live x11
  idle_drawkit --gtk gtk
  timeout 60 "$WORK/gtk4_live" idle 10 2>>"$LOG" | tee -a "$RESULTS"
  for host in x11 gtk; do
    timeout 120 "$BENCH" "$WORK" Q1 "$host" "$LIVE_SAMPLES" 2>>"$LOG" | tee -a "$RESULTS"
  done
  timeout 120 "$WORK/gtk4_live" invoke "$LIVE_SAMPLES" 2>>"$LOG" | tee -a "$RESULTS"
  for host in x11 gtk; do
    timeout 120 "$BENCH" "$WORK" W1 "$host" 16 2>>"$LOG" | tee -a "$RESULTS"
  done
  timeout 120 "$WORK/gtk4_live" switches 16 2>>"$LOG" | tee -a "$RESULTS"
  timeout 120 "$BENCH" "$WORK" A1 2>>"$LOG" | tee -a "$RESULTS"
  [ "${PIPESTATUS[0]}" -ne 0 ] && echo "# FAILED: A1 painted more than 1.2 times the switches' area"
  timeout 120 "$BENCH" "$WORK" A2 2>>"$LOG" | tee -a "$RESULTS"
  XVFB_PID="$XVFB_PID" timeout 120 "$BENCH" "$WORK" K1 2>>"$LOG" | tee -a "$RESULTS"
done

echo
echo "# live apps (issue 25), best of $LIVE_ROUNDS rounds (idle counts and A1's damage: the worst): counts in 10 s, medians in ms; the other column is GTK 4 (A2, K1: DrawKit's full S1 frame); lower is better for drawkit"
awk '
  /^peer=/ {
    delete f
    for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
    id = f["peer"] "|" f["variant"]
    value = ("count" in f) ? f["count"] : f["median_ms"]
    if (!(id in best) || value + 0 < best[id] + 0) best[id] = value
    if (!(id in worst) || value + 0 > worst[id] + 0) worst[id] = value
  }
  function show(name, mine, other, bound,   ratio) {
    ratio = (other + 0 > 0) ? sprintf("%.2f", mine / other) : "-"
    printf "%-44s %10s %10s %7s %8s\n", name, (mine == "" ? "n/a" : mine), (other == "" ? "-" : other), ratio, bound
  }
  END {
    printf "%-44s %10s %10s %7s %8s\n", "row", "drawkit", "other", "ratio", "target"
    show("idle wakeups, X11 window", worst["drawkit|idle_wakeups_x11"], worst["gtk4|idle_wakeups"], "1")
    show("idle ticks, X11 window", worst["drawkit|idle_ticks_x11"], "", "1")
    show("idle frames, X11 window", worst["drawkit|idle_frames_x11"], worst["gtk4|idle_frames"], "0")
    show("idle frame requests, X11 window", worst["drawkit|idle_requests_x11"], "", "0")
    show("idle ticks, GTK host", worst["drawkit|idle_ticks_gtk"], "", "0")
    show("idle frames, GTK host", worst["drawkit|idle_frames_gtk"], worst["gtk4|idle_frames"], "0")
    show("idle frame requests, GTK host", worst["drawkit|idle_requests_gtk"], "", "0")
    show("Q1 main-queue latency, X11 window", best["drawkit|main_queue_latency_x11"], best["gtk4|main_queue_latency"], "1")
    show("Q1 main-queue latency, GTK host", best["drawkit|main_queue_latency_gtk"], best["gtk4|main_queue_latency"], "1")
    show("W1 200 switches, CPU/frame, X11 window", best["drawkit|switches_cpu_per_frame_x11"], best["gtk4|switches_cpu_per_frame"], "0.5")
    show("W1 200 switches, CPU/frame, GTK host", best["drawkit|switches_cpu_per_frame_gtk"], best["gtk4|switches_cpu_per_frame"], "0.5")
    show("A1 200 switches, CPU/frame, no window", best["drawkit|switches_cpu_per_frame"], best["gtk4|switches_cpu_per_frame"], "-")
    show("A1 painted / switches, worst frame (all rounds)", worst["drawkit|damage_per_switches"], "", "1.2")
    show("A2 cross-fade frame / S1 full frame", best["drawkit|crossfade_frame"], best["drawkit|s1_warm_frame"], "1.1")
    show("A2 cross-fade frame / still notes frame", best["drawkit|crossfade_frame"], best["drawkit|notes_full_frame"], "-")
    show("K1 kinetic scroll frame / S1 full frame", best["drawkit|fling_frame"], best["drawkit|s1_full_frame"], "0.5")
    show("K1 same flings without a window / S1 full frame", best["drawkit|offscreen_fling_frame"], best["drawkit|s1_full_frame"], "-")
    show("K1 X server CPU per frame / S1 full frame", best["drawkit|server_fling_frame"], best["drawkit|s1_full_frame"], "-")
  }' "$RESULTS"
