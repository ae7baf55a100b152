#!/usr/bin/env bash
# scripts/check-function-length passes on src/ (no function over 100 lines) and fails, naming
# file, line and function, on a function one line too long, however its body is written.
# usage: check_function_length.sh REPO_ROOT
set -uo pipefail
root=$1
check=$root/scripts/check-function-length
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

out=$("$check" "$root/src" 2>&1) || { echo "FAIL: src/ has long functions:"; echo "$out"; failures=1; }

# body N: N lines of statements, some with braces inside strings, characters and comments
# (which must not end the function early).
body() {
    local i
    for ((i = 0; i < $1; ++i)); do
        case $((i % 4)) in
        0) echo '    x += 1; // }' ;;
        1) echo '    s += "}}";' ;;
        2) echo "    c = '}';" ;;
        3) echo '    /* } */ x -= 1;' ;;
        esac
    done
}

# expect FILE LIMIT-STATUS TEXT: the tree holding only FILE gives that status and output.
expect() {
    local status out
    out=$("$check" "$work/src" 2>&1)
    status=$?
    if [ "$status" -ne "$1" ] || ! grep -qF -- "$2" <<<"$out"; then
        echo "FAIL: $3: status $status (wanted $1), output: $out (wanted: $2)"
        failures=$((failures + 1))
    fi
}
fresh() { rm -rf "$work/src" && mkdir -p "$work/src/app"; }

# A free function of 101 lines (brace to brace) fails; 100 lines passes.
fresh
{ echo 'namespace sudoku::app {'; echo 'int long_one(int x) {'; body 99; echo '}'; echo '}'; } >"$work/src/app/a.cpp"
expect 1 "src/app/a.cpp:2: long_one is 101 lines long (limit 100)" "101-line free function"
fresh
{ echo 'int fits(int x) {'; body 98; echo '}'; } >"$work/src/app/a.cpp"
expect 0 "none over 100 lines" "100-line function"

# A member function defined in its class, a const member, a constructor with an initialiser
# list holding braces, and a lambda at namespace scope all count.
fresh
{ echo 'struct View {'; echo '  public:'; echo '    void draw() const {'; body 100; echo '    }'; echo '};'; } >"$work/src/app/v.hpp"
expect 1 "src/app/v.hpp:3: draw is 102 lines long" "member function in a class"
fresh
{ echo 'View::View(int a) : m_a{a}, m_b(a) {'; body 100; echo '}'; } >"$work/src/app/v.cpp"
expect 1 "src/app/v.cpp:1: View::View is 102 lines long" "constructor with initialiser list"
fresh
{ echo 'const auto helper = [](int x) {'; body 100; echo '};'; } >"$work/src/app/l.cpp"
expect 1 "src/app/l.cpp:1:" "lambda at namespace scope"
# Data (a long brace initialiser) and a long enum are not functions.
fresh
{ echo 'enum class E {'; for ((i = 0; i < 120; ++i)); do echo "    e$i,"; done; echo '};';
  echo 'const int table[] = {'; for ((i = 0; i < 120; ++i)); do echo "    $i,"; done; echo '};'; } >"$work/src/app/d.cpp"
expect 0 "ok: 0 functions" "enum and table"
# --max sets the limit; a bad argument is a usage error.
fresh
{ echo 'int f(int x) {'; body 10; echo '}'; } >"$work/src/app/a.cpp"
out=$("$check" --max 5 "$work/src" 2>&1)
[ $? -eq 1 ] && grep -qF "f is 12 lines long (limit 5)" <<<"$out" ||
    { echo "FAIL: --max 5: $out"; failures=$((failures + 1)); }
"$check" --bogus >/dev/null 2>&1
[ $? -eq 2 ] || { echo "FAIL: --bogus is not a usage error"; failures=$((failures + 1)); }

[ "$failures" -eq 0 ] && echo "check-function-length passes src/ and refuses every long function"
exit $((failures > 0))
