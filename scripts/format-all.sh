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

# Prettier is not always stable in one pass (a member chain it breaks, then joins, e.g.
# scripts/soak/outcome.mjs): write until a check finds nothing, three passes at most.
for pass in 1 2 3; do
  npx prettier --write . >/dev/null
  if npx prettier --check . >/dev/null 2>&1; then break; fi
  [ "$pass" = 3 ] && { npx prettier --check .; exit 1; }
done
git add -A
git commit -q -m 'Format the whole repository with Prettier (formatting only, no other change)'
rev=$(git rev-parse HEAD)
[ -f .git-blame-ignore-revs ] ||
  echo '# Formatting-only commits, skipped by `git blame` (git config blame.ignoreRevsFile .git-blame-ignore-revs)' > .git-blame-ignore-revs
echo "$rev" >> .git-blame-ignore-revs
git add .git-blame-ignore-revs
git commit -q -m 'git blame skips the Prettier reformat'
echo "Reformatted in $rev. Now: npx eslint --max-warnings 0 . (fix what it lists), then npm test."
