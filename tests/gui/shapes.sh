#!/usr/bin/env bash
# Opens one puzzle of every shape (4x4 to 25x25, jigsaw, X, Hyper) and a few looks (2x scale,
# themes, languages) under Xvfb; each must draw and quit cleanly. Keeps one screenshot each.
# usage: shapes.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

# name|arguments (consistent givens taken from valid solutions of each shape)
cases=(
    "shape-4x4|...331.42.31.3.2"
    "shape-6x6|.521..3...6.42....5..4262.461.1...4."
    "shape-16x16|...4567.9...D...5.78.....E...........E...234567...F..2..5.7...BC.345.7.9AB..E...678.ABC..FG...45.BC...G.2..5..89.FG12345.7.9ABCD..5..8.A..D...1...9ABCD.FG1...56B.DEF...3.5678..F.12345678......45.7..A.....G.........EFG12......D.....3.567.9...1.....789.B.DEF"
    "shape-25x25|...4...8.A..D...HIJ.L.N..6....B..EF..IJKL.N..1...5BC..FGHIJ.L.NO.12........G....LM.O.12..5.7.9ABC..F..NOP12345...9A.CDEF.H...23456...AB....GH....MNO........D.F..IJK..NO..23.56.....HI..LM..P1..4567.9...I.K.MN.P..345..89A.CDEF.....12..5.789ABCD.F.HI..L3.5.78.AB..EFG.I..LM..P.289....EF...JKL..O.....567.EF.HIJ.L...P12..567.....I.K.M.OP12..56..9...D....NOP1...5.78..B..EFGHI..LM4.678..BCD..GH.JKL.N.P1..9A.CD.F.H..KL...P.2.45..8...HI...M.O...3.56..9AB.DJK..N..1.3...78.A.CDE..H...1.34567.9.B...F.H.J....5....A..DE.G.I.K..NO.1234...D.F..I....N..1.3..6.89.G.I....NOP1.3..67.9ABCDE..M..P.234...89A..D.F..I.P.234.6..9A....FGHI...M.."
    "shape-jigsaw5|5342....54......2.4.4...3 regions=AAABBAABBBCCCCDECDDDEEEED"
    "shape-x|98.43.5.6.36...1.24....1.....314.7691....7..4..49.623.697..54..31..6.......2...1. x"
    "shape-hyper|4......7..3..7..6....5.18..8.....74..7.89.1.5.1.726.3..9...54.3..5......14.2....7 hyper"
    "look-scale2-dark-vi|--scale 2 --theme dark --lang vi"
    "look-contrast-tr|--theme contrast --lang tr"
)
for entry in "${cases[@]}"; do
    name=${entry%%|*}
    args=${entry#*|}
    gui_forget_game  # the option-only cases show the lesson puzzle, not the last shape
    if [[ $args == --* ]]; then
        # shellcheck disable=SC2086  # option lists split on purpose
        gui_start "$LAB" $args
    else
        gui_start "$LAB" "$args"
    fi
    xdotool key Down Right
    gui_shot "$name"
    gui_quit
    echo "ok: $name"
done
