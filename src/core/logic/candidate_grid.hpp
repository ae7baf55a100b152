// Pencil marks for logical solving: the digits placed so far plus the candidates of every empty
// cell, on any layout. The human techniques read and edit it; the logical solver owns one.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/grid/board.hpp"

namespace sudoku::core {

// Per-layout tables the techniques need in their inner loops (built once, shared by copies).
struct LogicGeometry {
    int words = 0;                         // 64-bit words per cell's peer bit set
    std::vector<std::uint64_t> peer_bits;  // cell * words: bit p set when p is a peer
    // Unit indices in the order techniques scan them: boxes/regions first (a player looks
    // there first), then rows, columns, diagonals and windows.
    std::vector<int> scan_order;
};

// Where a grid broke: an empty cell without candidates, or a digit with no place in a unit.
struct Contradiction {
    Cell cell = kNoCell;  // the cell with no candidate left (or kNoCell)
    int unit = -1;        // the unit missing a place for `digit` (or -1)
    Digit digit = 0;
};

class CandidateGrid {
  public:
    // Candidates of each empty cell = digits no peer holds; filled cells have none.
    explicit CandidateGrid(const Board& board);

    [[nodiscard]] const Layout& layout() const { return *m_layout; }
    [[nodiscard]] const LayoutPtr& layout_ptr() const { return m_layout; }
    [[nodiscard]] const LogicGeometry& geometry() const { return *m_geometry; }
    [[nodiscard]] int size() const { return m_layout->size(); }
    [[nodiscard]] int cell_count() const { return static_cast<int>(m_values.size()); }

    [[nodiscard]] Digit value(Cell c) const { return m_values[c]; }
    [[nodiscard]] bool is_empty(Cell c) const { return m_values[c] == kEmpty; }
    [[nodiscard]] Mask candidates(Cell c) const { return m_candidates[c]; }
    [[nodiscard]] bool has(Cell c, Digit d) const { return (m_candidates[c] & digit_bit(d)) != 0; }
    [[nodiscard]] bool sees(Cell a, Cell b) const {
        const auto& g = *m_geometry;
        return (g.peer_bits[static_cast<std::size_t>(a) * g.words + (b >> 6)] >> (b & 63)) & 1U;
    }
    // Digits placed in the unit.
    [[nodiscard]] Mask placed_in(int unit) const;
    // How many cells of the unit still hold candidate d.
    [[nodiscard]] int count_in(int unit, Digit d) const;

    // Writes d into an empty cell, clears its candidates and strikes d from every peer.
    void place(Cell c, Digit d);
    // Strikes d from c's candidates; false when it was not there.
    bool eliminate(Cell c, Digit d);
    // Replaces an empty cell's pencil marks (a player's notes, or a test's hand-made position).
    void set_candidates(Cell c, Mask m) { m_candidates[c] = m & m_layout->all_digits(); }

    [[nodiscard]] int empty_count() const;
    [[nodiscard]] bool is_solved() const { return empty_count() == 0; }
    // The first contradiction in scan order (cells first, then units), or nullopt.
    [[nodiscard]] std::optional<Contradiction> find_contradiction() const;
    [[nodiscard]] Board to_board() const { return Board(m_layout, m_values); }

    bool operator==(const CandidateGrid& other) const {
        return m_values == other.m_values && m_candidates == other.m_candidates;
    }

  private:
    LayoutPtr m_layout;
    std::shared_ptr<const LogicGeometry> m_geometry;
    std::vector<Digit> m_values;
    std::vector<Mask> m_candidates;
};

}  // namespace sudoku::core
