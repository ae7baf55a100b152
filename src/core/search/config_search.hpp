// The configurable step search behind the heuristic switches: one explicit-stack iterator
// whose variable order, value order and inference come from a SearchConfig.
#pragma once

#include <array>

#include "core/base/random.hpp"
#include "core/search/search_base.hpp"

namespace sudoku::core {

// Events of a level: Select (the variable order's cell), then per value of its domain (in the
// value order) Try and Place; with inference, the Eliminate events that strike the value from
// the peers' domains (an emptied domain -> DeadEnd at once), then the inference's rounds: a
// forced Place (naked or hidden single) with its own Eliminates, or for AC-3 the Eliminates of
// a peer reduced to one value; a contradiction -> DeadEnd. A failing level removes every value
// it placed, newest first, restoring what each struck, then tries its next value; values used
// up -> DeadEnd. Level 0 (before the first Select) runs the inference on the givens; undoing it
// ends in Exhausted. Checks = Try events. Without inference the domain of a cell is its legal
// values on the board, as the lessons compute them.
class ConfigSearch final : public SearchBase {
  public:
    ConfigSearch(const Board& start, const StepSolverOptions& options);

    std::optional<Step> next() override;
    [[nodiscard]] Mask candidates(Cell c) const override;
    [[nodiscard]] std::unique_ptr<StepSolver> clone() const override;

    // The pseudo-code with only the lines the switches turn on; Step::line indexes it.
    [[nodiscard]] static std::span<const std::string_view> pseudo_code(const SearchConfig& config);

    // Lines of the full listing (before the switches drop some), for the line table.
    enum Line : std::uint8_t {
        kDefSearch,
        kInferCall,  // DeadEnd: the inference found a contradiction
        kNoEmpty,    // Solution
        kSelectRowMajor,
        kSelectMrv,
        kSelectMrvDegree,
        kSelectRandom,  // Select
        kDomainNote,
        kForAsc,
        kForLcv,
        kForRandom,  // Try
        kPlace,      // Place of the value tried
        kStrike,     // Eliminate after a Place
        kWipeout,    // DeadEnd: a peer's domain emptied
        kRecurse,
        kUndo,         // Remove
        kReturnFalse,  // DeadEnd: values used up; Exhausted
        kDefInfer,
        kRepeat,
        kNaked,          // Place (forced)
        kHidden,         // Place (forced; Step::unit = the unit)
        kArc,            // Eliminate (AC-3)
        kContradiction,  // DeadEnd
        kUntil,
        kLineCount
    };

    // Which lines of the full listing the switches turn on.
    [[nodiscard]] static std::array<bool, kLineCount> shown_lines(const SearchConfig& config);

  private:
    enum class Phase : std::uint8_t {
        Infer,
        Strike,
        Wipeout,
        Select,
        NextValue,
        PlaceTried,
        Undo,
        Done
    };
    struct Placement {
        Cell cell = kNoCell;
        Digit digit = 0;
        std::uint32_t eliminations = 0;  // size of the elimination trail before this placement
    };
    struct Elimination {
        Cell cell = kNoCell;
        Digit digit = 0;
    };

    std::optional<Step> advance();
    std::optional<Step> strike_next();
    std::optional<Step> infer();
    std::optional<Step> infer_singles();
    std::optional<Step> infer_arc();
    Step select_or_solution();
    [[nodiscard]] Cell choose_cell();
    [[nodiscard]] ValueList order_values(Cell c, Mask domain);
    std::optional<Step> undo_level();
    Step place(Cell c, Digit d, Line line, int unit);
    void start_strike(Cell c, Digit d, Line line);
    Step dead_end(Cell c, Line line, Digit digit = 0, int unit = -1);
    [[nodiscard]] Mask domain(Cell c) const;
    [[nodiscard]] std::uint8_t line(Line l) const { return m_lines[l]; }

    SearchConfig m_config;
    std::array<std::uint8_t, kLineCount> m_lines{};  // full listing line -> shown line
    std::vector<Mask> m_cand;                        // per cell while it is empty (with inference)
    std::vector<Placement> m_placements;             // every value placed by the search
    std::vector<Elimination> m_eliminations;         // every value struck, to restore on undo
    std::vector<Cell> m_arc_queue;                   // AC-3: cells reduced to one value, to revise
    int m_empty = 0;
    Cell m_strike_cell = kNoCell;  // the cell whose value is being struck from its peers
    Digit m_strike_digit = 0;
    Line m_strike_line = kStrike;
    std::uint32_t m_peer = 0;
    Cell m_wiped = kNoCell;  // the peer whose domain the last Eliminate emptied
    Random m_var_rng;
    Phase m_phase = Phase::Infer;
};

}  // namespace sudoku::core
