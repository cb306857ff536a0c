#!/usr/bin/env bash
# Builds the demo-call recordings (infra/local/seed/media/audio/{id}.mp3) from the dialogue scripts in
# scripts/audio/dialogues/{id}.txt: the three of the landing page, the health sample of the veterinary and
# dental industry pages (gesundheit), plus a one-second fallback chime.
#
# Each line is spoken by espeak-ng (caller and assistant with clearly different voices), the lines are
# joined with pauses by sox, the result is fitted to the duration the page shows (spec: 0:30, 0:24, 0:28, 1:15)
# and encoded by lame as mono 64 kbit/s CBR MP3 (CBR keeps browser seeking exact).
# Output is deterministic for the same tool versions: no dither (-D), no random seeds, no tags.
#
# Needs: espeak-ng, sox, lame, bc (apt-get install espeak-ng sox lame bc). Run from anywhere:
#   bash scripts/make-demo-audio.sh
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dialogue_dir="$repo_root/scripts/audio/dialogues"
out_dir="$repo_root/infra/local/seed/media/audio"
rate=22050

for tool in espeak-ng sox soxi lame bc; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done

# id -> target length in seconds (must match the durations in web/src/features/demo-calls/tracks.ts and,
# for gesundheit, healthSampleTrack() in web/src/content/common.ts).
declare -A target_seconds=([physio]=30 [friseur]=24 [tierarzt]=28 [gesundheit]=75)
# The assistant (K) keeps one voice in every demo, like a product would; callers (A) differ per demo.
assistant_voice=(-v de+f2 -p 62 -s 158)
declare -A caller_voice=(
  [physio]="-v de+m3 -p 38 -s 148"
  [friseur]="-v de+m1 -p 45 -s 152"
  [tierarzt]="-v de+m7 -p 32 -s 146"
  [gesundheit]="-v de+m2 -p 44 -s 150"
)
lead_silence=0.4   # before the first line
tail_silence=0.6   # after the last line
min_gap=0.3        # shortest natural pause between turns
max_gap=1.0        # longest pause before the script speeds speech up instead

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out_dir"

silence() { # silence FILE SECONDS
  sox -D -n -r "$rate" -c 1 -b 16 "$1" trim 0 "$2"
}

build_dialogue() { # build_dialogue ID
  local id="$1" target="${target_seconds[$1]}" dir="$work/$1"
  mkdir -p "$dir"
  local -a parts=() caller
  read -r -a caller <<<"${caller_voice[$id]}"
  local n=0 speaker text
  while IFS='|' read -r speaker text; do
    [[ -z "$speaker" || "$speaker" == \#* ]] && continue
    n=$((n + 1))
    local raw="$dir/raw-$n.wav" line="$dir/line-$n.wav"
    case "$speaker" in
      K) espeak-ng "${assistant_voice[@]}" -w "$raw" "$text" ;;
      A) espeak-ng "${caller[@]}" -w "$raw" "$text" ;;
      *) echo "$id: unknown speaker '$speaker'" >&2; exit 1 ;;
    esac
    # espeak leaves some silence at both ends; trim it so the pauses below are what we chose.
    sox -D "$raw" -r "$rate" "$line" silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse
    parts+=("$line")
  done <"$dialogue_dir/$id.txt"

  local speech=0 part
  for part in "${parts[@]}"; do speech="$(echo "$speech + $(soxi -D "$part")" | bc -l)"; done
  local gap
  gap="$(echo "g = ($target - $speech - $lead_silence - $tail_silence) / ($n - 1);
    if (g < $min_gap) g = $min_gap; if (g > $max_gap) g = $max_gap; g" | bc -l)"

  silence "$dir/lead.wav" "$lead_silence"
  silence "$dir/gap.wav" "$gap"
  silence "$dir/tail.wav" "$tail_silence"
  local -a sequence=("$dir/lead.wav")
  local i
  for i in "${!parts[@]}"; do
    ((i > 0)) && sequence+=("$dir/gap.wav")
    sequence+=("${parts[$i]}")
  done
  sequence+=("$dir/tail.wav")
  sox -D "${sequence[@]}" "$dir/joined.wav"

  # Too long even with the shortest pauses: speed up (pitch kept) so the dialogue ends before the target.
  local joined tempo=1 end_pad
  local -a tempo_effect=()
  joined="$(soxi -D "$dir/joined.wav")"
  if (($(echo "$joined > $target + 0.05" | bc -l))); then
    tempo="$(echo "$joined / $target" | bc -l)"
    tempo_effect=(tempo -s "$tempo")
  fi
  # Fit exactly: pad the end with silence past the target, cut at the target, normalise to -1 dBFS.
  end_pad="$(echo "p = $target - $joined / $tempo; if (p < 0) p = 0; p + 0.5" | bc -l)"
  sox -D "$dir/joined.wav" "$dir/timed.wav" "${tempo_effect[@]}"
  silence "$dir/end.wav" "$end_pad"
  sox -D "$dir/timed.wav" "$dir/end.wav" "$dir/final.wav" trim 0 "$target" gain -n -1
  lame --quiet --noreplaygain -m m -b 64 --cbr --resample 22.05 "$dir/final.wav" "$out_dir/$id.mp3"
  printf '%-10s speech %5.2fs  pause %4.2fs  tempo %4.2f  -> %s (%s bytes)\n' \
    "$id" "$speech" "$gap" "$tempo" "$out_dir/$id.mp3" "$(stat -c %s "$out_dir/$id.mp3")"
}

for id in physio friseur tierarzt gesundheit; do build_dialogue "$id"; done

# Fallback: a soft one-second two-note chime, used when a recording cannot be loaded.
sox -D -n -r "$rate" -c 1 -b 16 "$work/fallback.wav" \
  synth 1 sine 660 sine 880 remix 1,2 fade q 0.02 1 0.5 gain -n -6
lame --quiet --noreplaygain -m m -b 64 --cbr --resample 22.05 "$work/fallback.wav" "$out_dir/fallback.mp3"
echo "fallback   -> $out_dir/fallback.mp3 ($(stat -c %s "$out_dir/fallback.mp3") bytes)"
