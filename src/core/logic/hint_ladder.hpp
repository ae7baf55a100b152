// The game's three-press hint: the first press points at where progress is possible and names
// the technique, the second explains it with the cells highlighted, the third fills the cell.
// A wrong digit on the board comes first: the hint points at it and the third press corrects it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/logic/logic_step.hpp"
#include "core/play/game.hpp"

namespace sudoku::core {

enum class HintKind : std::uint8_t {
    WrongDigit,  // a filled cell differs from the solution: fix that first
    Logic,       // the logical solver's next step on the player's digits
    NoLogic,     // logic is stuck (or the puzzle has several solutions): only a fill is offered
    Complete,    // nothing left to hint
};

// Everything the three levels show, computed once per position.
struct HintPlan {
    HintKind kind = HintKind::Complete;
    Cell target = kNoCell;          // the cell the third press fills (Move::hint)
    Digit digit = kEmpty;           // the solution's digit for target
    std::vector<Cell> focus;        // level 1: where to look (the step's units, or the cell)
    std::vector<Cell> pattern;      // level 2: the cells the explanation names
    std::optional<LogicStep> step;  // Logic: the step the headline and explanation describe
    // Logic: the single the step's eliminations leave (the fill follows from it, and the text
    // says so); nothing when the step places the digit itself.
    std::optional<LogicStep> follow;
    // The candidates the step rules out: the hint's fill strikes them too (Move::hint), so the
    // notes show what the explanation says.
    [[nodiscard]] std::vector<std::pair<Cell, Digit>> strikes() const {
        return step ? step->eliminations : std::vector<std::pair<Cell, Digit>>{};
    }
};

// The plan for the game's current position: wrong digits first (the lowest cell), then the
// easiest logical step whose own placement or eliminations force a fill (the cell it fills
// follows from the step explained, never from later steps), else the empty cell with the
// fewest candidates.
[[nodiscard]] HintPlan plan_hint(const Game& game);

// The press counter: which level the next press reaches, restarting whenever the position
// changed since the last press (a move, undo or redo makes an old hint meaningless).
class HintLadder {
  public:
    // Level reached by this press (1, 2 or 3); 3 means: play Move::hint(plan().target) now.
    // A complete game stays at level 1 with a Complete plan.
    int press(const Game& game);
    void reset() { m_level = 0; }
    // The level shown now (0 = no hint), and only while the position is the one it was made for.
    [[nodiscard]] int level(const Game& game) const;
    [[nodiscard]] const HintPlan& plan() const { return m_plan; }

  private:
    [[nodiscard]] bool is_current(const Game& game) const;

    int m_level = 0;
    HintPlan m_plan;
    std::optional<Position> m_position;  // the position the plan was made for
};

}  // namespace sudoku::core
