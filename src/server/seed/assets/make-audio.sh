#!/bin/bash
# Regenerates the two testimonial voice notes of the demo content with espeak-ng, sox and lame:
#   apt-get install -y espeak-ng sox lame && bash src/server/seed/assets/make-audio.sh
# Each clip speaks a short, fully vowelled excerpt of the Arabic testimonial (vowel marks
# make espeak-ng's Arabic pronunciation far better), trimmed, normalised to -1 dBFS and
# encoded as 32 kbps mono MP3 (about 45 KB for 11 s).
set -euo pipefail
cd "$(dirname "$0")"

clip() { # voice speed pitch text out
  local raw clean
  raw=$(mktemp --suffix=.wav); clean=$(mktemp --suffix=.wav)
  espeak-ng -v "$1" -s "$2" -p "$3" -w "$raw" "$4"
  sox "$raw" -r 22050 -c 1 "$clean" silence 1 0.05 0.5% reverse silence 1 0.05 0.5% reverse \
    highpass 80 lowpass 9000 gain -n -1 pad 0.2 0.4
  lame --quiet -b 32 -m m --resample 22.05 --tt "Bahith testimonial" "$clean" "$5"
  rm -f "$raw" "$clean"
}

clip ar+f3 158 55 'كُنْتُ مُتَوَتِّرَةً جِدًّا مِنَ الْفَصْلِ الْإِحْصَائِيِّ، لَكِنَّ فَرِيقَ مَكْتَبِ بَاحِث شَرَحَ لِي كُلَّ اخْتِبَارٍ حَتَّى فَهِمْتُ نَتَائِجِي. شُكْرًا لَكُمْ.' testimonial-mariam.mp3
clip ar+m3 152 40 'تَعَامَلْتُ مَعَ الْمَكْتَبِ فِي أُطْرُوحَةِ الدُّكْتُورَاه، وَكَانَ الِالْتِزَامُ بِالْمَوَاعِيدِ لَافِتًا. أَنْصَحُ بِهِ كُلَّ بَاحِث.' testimonial-abdullah.mp3
