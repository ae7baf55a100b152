# sudoku-cli render with the search tree: the tree alone, under a view, in a GIF, and two
# algorithms compared side by side; sizes and frame counts as identify reports them, and a
# clear one-line error for every bad combination.
source "$(dirname "$0")/lib/common.bash" "$@"
command -v identify >/dev/null || { echo "identify (imagemagick) is missing"; exit 1; }

identify_is() {
    local got
    got=$(identify -format '%W %H %n\n' "$1" 2>&1 | head -n 1)
    [ "$got" = "$2" ] || fail "identify $1: '$got', expected '$2'"
}

# The tree alone: size x size*5/8, and it changes as the search grows.
expect "tree png" 0 "wrote $TMP/t.png: 1200x750 PNG" "" \
    render "$CAU_DO" --algo naive --step 400 --view tree --png "$TMP/t.png"
identify_is "$TMP/t.png" "1200 750 1"
expect "tree png early" 0 "*" "" \
    render "$CAU_DO" --algo naive --step 20 --view tree --png "$TMP/t20.png"
[ "$(compare -metric AE "$TMP/t.png" "$TMP/t20.png" null: 2>&1)" != 0 ] ||
    fail "the tree at step 20 looks like the tree at step 400"
expect "tree png, other size" 0 "wrote $TMP/t2.png: 640x400 PNG" "" \
    render "$CAU_DO" --algo mrv --step 30 --view tree --size 640 --png "$TMP/t2.png"
identify_is "$TMP/t2.png" "640 400 1"
# A frame with its tree under it (1200 x 750 + 480).
expect "frame + tree" 0 "wrote $TMP/ft.png: 1200x1230 PNG" "" \
    render "$CAU_DO" --algo naive --step 300 --view frame --tree --png "$TMP/ft.png"
identify_is "$TMP/ft.png" "1200 1230 1"
# Compare: two boards side by side under a title line; with frames and trees.
expect "compare boards" 0 "wrote $TMP/c.png: 1200x654 PNG" "" \
    render "$CAU_DO" --algo naive --compare mrv --step 60 --png "$TMP/c.png"
identify_is "$TMP/c.png" "1200 654 1"
expect "compare frames + trees" 0 "wrote $TMP/cf.png: 1600x1212 PNG" "" \
    render "$CAU_DO" --algo naive --compare mrv --step 200 --view frame --tree --size 1600 \
    --png "$TMP/cf.png"
identify_is "$TMP/cf.png" "1600 1212 1"
# GIFs with the tree, and compared.
expect "gif + tree" 0 "wrote $TMP/g.gif: 600x915 GIF, 11 frames (steps 0-100 every 10)" "" \
    render "$CAU_DO" --algo naive --steps 0-100 --every 10 --tree --gif "$TMP/g.gif"
identify_is "$TMP/g.gif" "600 915 11"
expect "gif compare trees" 0 "wrote $TMP/gc.gif: 800x436 GIF, 6 frames (steps 0-50 every 10)" "" \
    render "$CAU_DO" --algo naive --compare propagate --steps 0-50 --every 10 --view tree \
    --size 800 --gif "$TMP/gc.gif"
identify_is "$TMP/gc.gif" "800 436 6"
# mrv ends long before naive: the comparison goes on to naive's end.
expect "compare past mrv's end" 0 "*" "" \
    render "$CAU_DO" --algo naive --compare mrv --step 3000 --view tree --size 400 \
    --png "$TMP/ce.png"

U="(see 'sudoku-cli render --help')"
expect "tree without algo" 2 "" \
    "sudoku-cli: render: --view tree needs --algo naive|mrv|propagate $U" \
    render "$CAU_DO" --view tree --png "$TMP/x.png"
expect "--tree without algo" 2 "" "sudoku-cli: render: --tree needs --algo naive|mrv|propagate $U" \
    render "$CAU_DO" --tree --png "$TMP/x.png"
expect "compare without algo" 2 "" \
    "sudoku-cli: render: --compare needs --algo naive|mrv|propagate $U" \
    render "$CAU_DO" --compare mrv --png "$TMP/x.png"
expect "compare bad algo" 2 "" \
    "sudoku-cli: render: --compare: unknown algorithm 'fast' (naive, mrv, propagate or dlx) $U" \
    render "$CAU_DO" --algo naive --compare fast --png "$TMP/x.png"
expect "tree twice" 2 "" \
    "sudoku-cli: render: --tree adds the tree to a board view; --view tree is the tree alone $U" \
    render "$CAU_DO" --algo naive --view tree --tree --png "$TMP/x.png"
expect "tree past the end" 1 "" \
    "sudoku-cli: render: step 99999 is past the end of the search (3341 events)" \
    render "$CAU_DO" --algo naive --compare mrv --step 99999 --view tree --png "$TMP/x.png"
expect "tree size" 2 "" \
    "sudoku-cli: render: --size: image size 20 is out of range (64..8192) $U" \
    render "$CAU_DO" --algo naive --view tree --size 20 --png "$TMP/x.png"
expect "unwritable tree" 1 "" \
    "sudoku-cli: render: cannot write the image $TMP/no/x.png: No such file or directory" \
    render "$CAU_DO" --algo naive --view tree --png "$TMP/no/x.png"
[ ! -e "$TMP/x.png" ] || fail "a failed request left a file behind"
finish
