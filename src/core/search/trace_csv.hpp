// A step solver's events as CSV text (one header row, one row per event) for exercises in a
// spreadsheet: index,event,cell,row,col,digit,depth,conflict,unit,line. Pure: the caller writes it.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <utility>

#include "core/grid/layout.hpp"
#include "core/search/step.hpp"

namespace sudoku::core {

using IndexedStep = std::pair<std::uint64_t, Step>;  // 0-based event index, event

// "index,event,cell,row,col,digit,depth,conflict,unit,line\n"
[[nodiscard]] const char* trace_csv_header();

// One row (with its newline). row/col are 1-based; cell and conflict use cell names ("r1c3");
// fields an event does not carry are empty; unit is "row 3"-style; line is 1-based in the
// pseudo-code. The digit is written as its symbol (1-9, then A-P), so 16x16 reads naturally.
[[nodiscard]] std::string trace_csv_row(std::uint64_t index, const Step& step,
                                        const Layout& layout);

// Header plus every event, in the order given.
[[nodiscard]] std::string trace_csv(std::span<const IndexedStep> events, const Layout& layout);

}  // namespace sudoku::core
