// One step of a human-style logical solve: the technique, the pattern, what it places or
// eliminates and a one-sentence explanation. The logical solver, the grader and hints share it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/base/types.hpp"

namespace sudoku::core {

// Declared from easiest to hardest, then the Killer cage techniques; the logical solver tries
// them in technique_by_rank order (the cage ones among the easy ones).
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
    ForcingChain,     // every candidate of one cell forces the same result (through singles)
    Nishio,           // a candidate whose assumption leads to a contradiction (through singles)
    CageCombination,  // Killer: a cage's open cells keep the digits that can make its sum
    RuleOf45,         // Killer: a unit's total minus the cages inside it (innies / one outie)
};
inline constexpr int kTechniqueCount = 20;

// The techniques from easiest to hardest (rank 0 first): enum order with the cage techniques
// after hidden singles (cage combinations) and after claiming (rule of 45).
[[nodiscard]] Technique technique_by_rank(int rank);
[[nodiscard]] int technique_rank(Technique technique);

// "Naked single", "X-Wing", ... (for sentences).
[[nodiscard]] const char* technique_name(Technique t);
// "naked-single", "x-wing", ... (for command-line output and files).
[[nodiscard]] const char* technique_id(Technique t);

// Which of a technique's sentences a step needs, where the technique has more than one.
enum class StepForm : std::uint8_t {
    Plain,
    ColourWrap,        // cells[0] and cells[1] share a colour and see each other
    ColourTrap,        // the eliminated cells see both colours
    NoCandidateLeft,   // Nishio: singles leave cells[1] with no candidate
    DigitTwiceInUnit,  // Nishio: singles put digits[1] twice in units[0]
    NoPlaceInUnit,     // Nishio: singles leave no place for digits[1] in units[0]
};

struct LogicStep {
    Technique technique = Technique::NakedSingle;
    std::vector<Cell> cells;  // the pattern cells (what a hint highlights)
    std::vector<int> units;   // units involved, indices into Layout::units()
    std::vector<std::pair<Cell, Digit>> placements;
    std::vector<std::pair<Cell, Digit>> eliminations;
    std::string explanation;  // one English sentence, using Layout::unit_name()/cell_name()
    // The pattern's digits, so a front end can word the sentence in another language:
    //   singles, box/line, fish, colouring: {the digit};  subsets: the subset's digits;
    //   wings: {x, y, z}: cells = {pivot, pincer with x and z, pincer with y and z}, the pivot
    //   holds x and y (and z for XYZ-Wing), z is removed;  forcing chain: the candidates of
    //   cells[0], one branch each;  Nishio: {the assumed digit, then the digit of the unit
    //   that breaks, if one does}.
    // Units keep the finder's roles: fish list base lines, then cover lines; box/line lists
    // the confining unit, then the unit the digit leaves.
    std::vector<Digit> digits = {};
    StepForm form = StepForm::Plain;
};

}  // namespace sudoku::core
