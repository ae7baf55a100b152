// What the three step solvers share: the board they work on, options, counters, the seeded
// value order and the bookkeeping every emitted event goes through.
#pragma once

#include <algorithm>
#include <array>

#include "core/base/random.hpp"
#include "core/grid/unit_occupancy.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::core {

// The values one level of the search will try, in order, and how far it has got.
struct ValueList {
    std::array<Digit, kMaxSize> values{};
    std::uint8_t count = 0;
    std::uint8_t pos = 0;  // values[pos..count) are still to try

    [[nodiscard]] bool done() const { return pos == count; }
    Digit take() { return values[pos++]; }
    [[nodiscard]] Mask remaining() const {
        Mask m = 0;
        for (int i = pos; i < count; ++i)
            m |= digit_bit(values[i]);
        return m;
    }
};

// One level of the explicit stack: the cell chosen there and its values.
struct SearchFrame {
    Cell cell = kNoCell;
    Digit value = 0;  // the value being tried or placed
    ValueList values;
    std::uint32_t start = 0;  // propagate: first entry of this level in the placement trail
};

class SearchBase : public StepSolver {
  public:
    SearchBase(const Board& start, const StepSolverOptions& options)
        : m_board(start), m_options(options), m_occupancy(m_board), m_rng(options.seed) {}

    [[nodiscard]] bool finished() const override { return m_finished; }
    [[nodiscard]] const Board& board() const override { return m_board; }
    [[nodiscard]] const SearchCounters& counters() const override { return m_counters; }
    [[nodiscard]] const StepSolverOptions& options() const override { return m_options; }
    [[nodiscard]] std::vector<StackFrame> stack() const override;
    // The legal values from the board, as the lessons compute them (0 for a filled cell);
    // propagate overrides this with the candidates it keeps.
    [[nodiscard]] Mask candidates(Cell c) const override {
        return m_board.at(c) == kEmpty ? m_occupancy.legal(c) : 0;
    }

  protected:
    // Every event leaves through here so the counters cannot drift from the events.
    Step emit(const Step& step) {
        ++m_counters.steps;
        m_counters.depth = step.depth;
        m_counters.max_depth = std::max(m_counters.max_depth, step.depth);
        switch (step.kind) {
            case StepKind::Place:
                ++m_counters.placements;
                break;
            case StepKind::Remove:
                ++m_counters.backtracks;
                break;
            case StepKind::Eliminate:
                ++m_counters.eliminations;
                break;
            case StepKind::Solution:
                ++m_counters.solutions;
                if (m_options.stop_at_first_solution) m_finished = true;
                break;
            case StepKind::Exhausted:
                m_finished = true;
                break;
            default:
                break;
        }
        return step;
    }

    [[nodiscard]] std::int32_t depth() const { return static_cast<std::int32_t>(m_frames.size()); }

    // Steps every algorithm takes the same way; `line` is the algorithm's pseudo-code line.
    // The top level has no value left: pop it (its solve returns False).
    Step pop_dead_end(std::uint8_t line);
    // Take the top level's next value (the caller checks values.done() first).
    Step try_next_value(std::uint8_t line);
    // Write the top level's value into its cell.
    Step place_top(std::uint8_t line);
    // The top level's child failed: erase its value; with no level left the search is over.
    Step undo_top(std::uint8_t reset_line, std::uint8_t exhausted_line);

    void write(Cell c, Digit d) {
        m_board.set(c, d);
        m_occupancy.place(c, d);
    }
    void erase(Cell c, Digit d) {
        m_board.set(c, kEmpty);
        m_occupancy.remove(c, d);
    }

    // The digits of `mask` ascending, or shuffled with the seeded generator (one shuffle per
    // level, so the same seed gives the same search everywhere).
    [[nodiscard]] ValueList value_list(Mask mask) {
        ValueList list;
        for (Mask m = mask; m != 0; m &= m - 1)
            list.values[list.count++] = mask_first(m);
        if (m_options.order == ValueOrder::Random && list.count > 1) {
            m_scratch.assign(list.values.begin(), list.values.begin() + list.count);
            m_rng.shuffle(m_scratch);
            std::copy(m_scratch.begin(), m_scratch.end(), list.values.begin());
        }
        return list;
    }

    Board m_board;
    StepSolverOptions m_options;
    SearchCounters m_counters;
    bool m_finished = false;
    UnitOccupancy m_occupancy;
    std::vector<SearchFrame> m_frames;

  private:
    Random m_rng;
    std::vector<Digit> m_scratch;
};

}  // namespace sudoku::core
