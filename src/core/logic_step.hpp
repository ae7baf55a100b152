// One step of a human-style logical solve: the technique, the pattern, what it places or
// eliminates and a one-sentence explanation. The logical solver, the grader and hints share it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/types.hpp"

namespace sudoku::core {

// Declared from easiest to hardest; the logical solver tries them in this order.
enum class Technique : std::uint8_t {
    NakedSingle,
    HiddenSingle,
    Pointing,  // a box (region, window) confines a digit to one line or other unit
    Claiming,  // a line (row, column, diagonal) confines a digit to one box or other unit
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    XYWing,
    Swordfish,
    XYZWing,
    SimpleColouring,  // colour trap or colour wrap on one digit's conjugate pairs
    Jellyfish,
    ForcingChain,  // every candidate of one cell forces the same result (through singles)
    Nishio,        // a candidate whose assumption leads to a contradiction (through singles)
};
inline constexpr int kTechniqueCount = 18;

// "Naked single", "X-Wing", ... (for sentences).
[[nodiscard]] const char* technique_name(Technique t);
// "naked-single", "x-wing", ... (for command-line output and files).
[[nodiscard]] const char* technique_id(Technique t);

struct LogicStep {
    Technique technique = Technique::NakedSingle;
    std::vector<Cell> cells;  // the pattern cells (what a hint highlights)
    std::vector<int> units;   // units involved, indices into Layout::units()
    std::vector<std::pair<Cell, Digit>> placements;
    std::vector<std::pair<Cell, Digit>> eliminations;
    std::string explanation;  // one sentence, using Layout::unit_name()/cell_name()
};

}  // namespace sudoku::core
