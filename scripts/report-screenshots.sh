#!/bin/sh
# The README's pictures of the PR comment (issue #16): the three example comments of
# scripts/report-examples.ts, rendered as GitHub shows them (GitHub CSS, Mermaid, headless
# Chromium) by the render-comment tool of the development machine (RENDER_COMMENT, default
# ../shared/tools/render-comment). Heights are capped: the pictures show the top of each comment,
# which is what a reviewer reads first; every suite's detail is folded below it.
set -eu
cd "$(dirname "$0")/.."
render=${RENDER_COMMENT:-../shared/tools/render-comment}
out=docs/images
node --import tsx scripts/report-examples.ts "$out"
for name in comment-demo comment-regression comment-first-run; do
  "$render" "$out/$name.md" "$out/$name.png" 1000 1600
done
