// The events a step solver emits, one per next() call, and the counters it keeps.
#pragma once

#include <cstdint>

#include "core/base/types.hpp"

namespace sudoku::core {

enum class StepKind : std::uint8_t {
    Select,     // the search picks the cell it will fill next (depth = its level)
    Try,        // a value is tested against the rules (one check)
    Reject,     // the value breaks a rule: `conflict` holds it already, in unit `unit`
    Place,      // the value is written into the cell
    Remove,     // the value is erased again (a backtrack)
    Eliminate,  // propagate only: `digit` is struck from `cell`'s candidates
    DeadEnd,    // the cell has no value left (or, for mrv/propagate, no candidate at all;
                // propagate: or `digit` has no place left in unit `unit`, cell = its first empty)
    Solution,   // the board is full
    Exhausted,  // the whole tree has been searched; no further events
};

// "select", "try", "reject", "place", "remove", "eliminate", "dead-end", "solution", "exhausted"
[[nodiscard]] const char* step_kind_name(StepKind kind);

struct Step {
    StepKind kind = StepKind::Select;
    Cell cell = kNoCell;
    Digit digit = 0;
    std::int32_t depth = 0;   // 1 = the first cell the search fills; 0 for Exhausted
    Cell conflict = kNoCell;  // Reject: the peer that already holds the digit
    std::int16_t unit = -1;   // Reject: index into Layout::units() shared with `conflict`;
                              // propagate: the unit of a hidden single Place or a DeadEnd
    std::uint8_t line = 0;    // line of pseudo_code(algorithm) the event belongs to (0-based)
    // Killer: the cage (index into Layout::cages()) whose rule refused a value (Reject: a
    // cage mate holds it, `conflict`, or its sum cannot be made, no `conflict`) or struck a
    // candidate (propagate's Eliminate after a placement in that cage); -1 otherwise.
    std::int16_t cage = -1;
};

struct SearchCounters {
    std::uint64_t steps = 0;         // events emitted so far
    std::uint64_t placements = 0;    // values written by the search (the lessons' trial count)
    std::uint64_t backtracks = 0;    // values erased by the search (the lessons' resets to 0)
    std::uint64_t checks = 0;        // values tested against the rules
    std::uint64_t eliminations = 0;  // candidates struck (propagate)
    std::uint64_t solutions = 0;     // Solution events so far
    int depth = 0;                   // current depth
    int max_depth = 0;               // deepest level reached
};

}  // namespace sudoku::core
