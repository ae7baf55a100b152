#include "core/share/share_game.hpp"

namespace sudoku::core {

Board position_givens(const Position& position) {
    Board givens = position.digits;
    for (int i = 0; i < givens.cell_count(); ++i)
        if (position.marks[static_cast<std::size_t>(i)] != CellMark::Given)
            givens.set(static_cast<Cell>(i), kEmpty);
    return givens;
}

Result<Game> game_from_position(const Position& position, std::uint64_t guess_limit,
                                const std::atomic<bool>* cancel) {
    auto game = Game::start(position_givens(position), guess_limit, cancel);
    if (!game) return game.error();
    // A position that is just the puzzle's start needs no resume: the game stays as started.
    if (position == Position::start(game->puzzle())) return game;
    if (auto misfit = game->resume_from(position)) return *misfit;
    return game;
}

}  // namespace sudoku::core
