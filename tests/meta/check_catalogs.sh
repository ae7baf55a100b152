#!/usr/bin/env bash
# The translation catalogs (assets/i18n/*.po) pass the catalog check, gettext's msgfmt --check,
# and the unused-key check; and each check fails, naming the file and key, on a copy broken
# in each way a translator or a developer could break it.
# usage: check_catalogs.sh REPO_ROOT CATALOG_CHECK_BINARY
set -uo pipefail
root=$1
check=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# unused_keys SRC_DIR: every key of every *_keys.def list (and of error_codes.def) is named
# as Enum::Name somewhere in SRC_DIR's code, unless src/app/i18n/indexed_keys.txt lists it
# (keys reached by enum arithmetic); and every listed key exists. Prints the offenders.
unused_keys() {
    local src=$1 status=0 def enum key
    local indexed=$src/app/i18n/indexed_keys.txt
    local named
    # Every Enum::Name the code spells, once (the .def lists themselves are not code).
    named=$(grep -rhoE --include='*.cpp' --include='*.hpp' '\b[A-Za-z_]+(::[A-Za-z0-9_]+)+' "$src" |
        sed -E 's/^.*::([A-Za-z0-9_]+::[A-Za-z0-9_]+)$/\1/' | sort -u)
    for def in "$src"/app/i18n/*_keys.def "$src"/core/base/error_codes.def; do
        case $(basename "$def") in
            text_keys.def) enum=Text ;; counted_keys.def) enum=Counted ;;
            dialog_keys.def) enum=DialogText ;; hint_keys.def) enum=HintText ;;
            move_keys.def) enum=MoveText ;; watch_keys.def) enum=WatchText ;;
            error_codes.def) enum=ErrorCode ;;
            *) # a new table: the enum is the macro's name, SUDOKU_TREE_TEXT -> TreeText
               enum=$(grep -m1 -oE '^SUDOKU_[A-Z_]+\(' "$def" | sed -E 's/^SUDOKU_//; s/\($//; s/(^|_)([A-Z])([A-Z]*)/\2\L\3/g') ;;
        esac
        # One pass per list (a grep per key made this check take a minute): the keys no code
        # names and indexed_keys.txt does not list, in the list's order.
        local keys
        keys=$(grep -oE '^SUDOKU_[A-Z_]+\([A-Za-z0-9]+\)' "$def" | sed -E "s/.*\((.*)\)/$enum::\1/")
        for key in $(grep -vxFf <(printf '%s\n' "$named"; grep -v '^#' "$indexed") <<<"$keys"); do
            echo "unused key $key ($(basename "$def")): no source names it; remove it from the list and the catalogs, or list it in indexed_keys.txt"
            status=1
        done
    done
    while read -r key; do
        [[ -z $key || $key == \#* ]] && continue
        local enum_name=${key%%::*} name=${key#*::}
        if ! grep -qE "^SUDOKU_[A-Z_]+\\($name\\)" "$src"/app/i18n/*_keys.def "$src"/core/base/error_codes.def; then
            echo "indexed_keys.txt lists $key, which no key list has"
            status=1
        fi
        : "$enum_name"
    done <"$indexed"
    return $status
}

# The real catalogs pass all three checks.
out=$("$check" "$root/assets/i18n" 2>&1) || fail "assets/i18n fails the catalog check: $out"
for po in "$root"/assets/i18n/*.po; do
    out=$(msgfmt --check -o /dev/null "$po" 2>&1) || fail "msgfmt --check refuses $po: $out"
done
out=$(unused_keys "$root/src") || fail "unused keys in src/: $out"

# expect_refused WHAT EXPECTED-TEXT: the catalog check of $work/i18n fails naming EXPECTED-TEXT.
expect_refused() {
    local out status
    out=$("$check" "$work/i18n" 2>&1)
    status=$?
    if [ "$status" -ne 1 ] || ! grep -qF -- "$2" <<<"$out"; then
        fail "$1 -> status $status, output: $out (wanted: $2)"
    fi
}
fresh() { rm -rf "$work/i18n" && cp -r "$root/assets/i18n" "$work/i18n"; }

# A key missing from one catalog (the entry deleted with its three lines).
fresh
sed -i '/^msgctxt "Text.MenuGame"$/,/^$/d' "$work/i18n/vi.po"
expect_refused "a missing key" "vi.po: missing key Text.MenuGame"

# A key no table lists.
fresh
printf '\nmsgctxt "Text.NoSuchKey"\nmsgid "Nothing"\nmsgstr "Hiçbir şey"\n' >>"$work/i18n/tr.po"
expect_refused "an unknown key" "unknown key Text.NoSuchKey"

# A placeholder the translation lost ({2} of "line {1}: {2}").
fresh
sed -i 's/^msgstr "metnin {1}\. satırı: {2}"$/msgstr "metnin {1}. satırı"/' "$work/i18n/tr.po"
expect_refused "a lost placeholder" "Error.AtLine: msgstr has placeholders {1}, the English has {1} {2}"

# A named placeholder that the English does not have.
fresh
sed -i 's/^msgstr "{} kaldı"$/msgstr "{cell} kaldı"/' "$work/i18n/tr.po"
expect_refused "a renamed placeholder" "Text.TooltipPadDigit: msgstr has placeholders {cell}, the English has {}"

# An empty translation.
fresh
sed -i '/^msgctxt "Text.MenuHelp"$/,/^$/s/^msgstr ".*"$/msgstr ""/' "$work/i18n/vi.po"
expect_refused "an empty translation" "Text.MenuHelp: empty msgstr"

# Plural forms that disagree with the header's nplurals.
fresh
sed -i 's/nplurals=1; plural=0;/nplurals=2; plural=(n != 1);/' "$work/i18n/vi.po"
expect_refused "plural forms vs nplurals" "plural forms; Plural-Forms says nplurals=2"

# A syntax error: an unterminated string, reported with its line.
fresh
line=$(grep -n '^msgid "Options"$' "$work/i18n/en.po" | cut -d: -f1)
sed -i 's/^msgid "Options"$/msgid "Options/' "$work/i18n/en.po"
expect_refused "an unterminated string" "en.po:$line: expected a string in double quotes"
out=$(msgfmt --check -o /dev/null "$work/i18n/en.po" 2>&1) && fail "msgfmt accepts an unterminated string"

# A stale translation: the English changed in en.po but not in vi.po.
fresh
sed -i 's/^msgid "Options"$/msgid "Settings"/; s/^msgstr "Options"$/msgstr "Settings"/' "$work/i18n/en.po"
expect_refused "a stale msgid" "Text.MenuOptions: msgid differs from en.po"

# A catalog for a language the list does not name, and a listed language without its file.
fresh
cp "$work/i18n/tr.po" "$work/i18n/de.po"
expect_refused "an unlisted catalog" "de.po: not in src/i18n/languages.def"
fresh
rm "$work/i18n/vi.po"
expect_refused "a missing catalog" "vi.po: cannot read"

# The unused-key check fails on a key no code names, and on a stale indexed_keys.txt line.
mkdir -p "$work/src"
cp -r "$root/src/app" "$root/src/core" "$work/src/"
echo 'SUDOKU_TEXT(NeverShown)' >>"$work/src/app/i18n/text_keys.def"
out=$(unused_keys "$work/src") && fail "the unused-key check accepts Text::NeverShown"
grep -qF "unused key Text::NeverShown" <<<"$out" || fail "unused-key check output: $out"
sed -i '/NeverShown/d' "$work/src/app/i18n/text_keys.def"
echo 'HintText::NameGone' >>"$work/src/app/i18n/indexed_keys.txt"
out=$(unused_keys "$work/src") && fail "the unused-key check accepts a stale indexed key"
grep -qF "indexed_keys.txt lists HintText::NameGone" <<<"$out" || fail "stale indexed key output: $out"

[ "$failures" -eq 0 ] && echo "the catalogs pass, and every broken copy fails naming the problem"
exit $((failures > 0))
