#!/usr/bin/env bash
# The one-time reformat of the whole repository, run on main once every branch written before
# Prettier has been merged: one commit holding formatting only, so `git blame` can skip it
# (its hash goes into .git-blame-ignore-revs).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "$(git status --porcelain)" ]; then
  echo 'The work tree has changes: commit or stash them first, so the reformat commit holds formatting only.' >&2
  exit 1
fi

npx prettier --write . >/dev/null
# A second pass must find nothing: Prettier's output is stable.
npx prettier --check .
git add -A
git commit -q -m 'Format the whole repository with Prettier (formatting only, no other change)'
rev=$(git rev-parse HEAD)
[ -f .git-blame-ignore-revs ] ||
  echo '# Formatting-only commits, skipped by `git blame` (git config blame.ignoreRevsFile .git-blame-ignore-revs)' > .git-blame-ignore-revs
echo "$rev" >> .git-blame-ignore-revs
git add .git-blame-ignore-revs
git commit -q -m 'git blame skips the Prettier reformat'
echo "Reformatted in $rev. Now: npx eslint --max-warnings 0 . (fix what it lists), then npm test."
