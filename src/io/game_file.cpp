#include "io/game_file.hpp"

#include "core/text/text_formats.hpp"
#include "io/json_file.hpp"
#include "io/save_file.hpp"
#include "io/text_encoding.hpp"

namespace sudoku::io {

bool looks_like_save(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // a UTF-8 byte-order mark
    const auto first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text[first] == '{';
}

FileResult<OpenedGame> open_game_text(std::string_view text, const std::atomic<bool>* cancel) {
    if (auto problem = save_text_problem(text)) return file_error("", std::move(*problem));
    if (looks_like_save(text)) {
        auto saved = load_saved_game(text);
        if (!saved) return saved.error();
        return OpenedGame{std::move(saved->game), true, 1, std::move(saved->branches)};
    }
    core::ParsedText parsed = core::parse_puzzle_text(text);
    if (parsed.puzzles.empty()) return file_error("", core::no_puzzle_error());
    core::TextPuzzle& first = parsed.puzzles.front();
    if (auto error = first.located_error()) return file_error("", std::move(*error));
    auto game =
        core::Game::start(std::move(first.board).value(), core::kGameSolveGuessLimit, cancel);
    if (!game) return file_error("", game.error());
    game->set_difficulty("custom");
    return OpenedGame{std::move(game).value(), false, static_cast<int>(parsed.puzzles.size())};
}

FileResult<OpenedGame> open_game_file(const std::filesystem::path& path,
                                      const std::atomic<bool>* cancel) {
    // Puzzle texts are held to the same size limit as saves.
    auto text = read_json_file(path, JsonFileKind::Save);
    if (!text) return text.error();
    auto opened = open_game_text(*text, cancel);
    // The field stays the one inside the file; the message names the file first.
    if (!opened) return in_file(path, opened.error());
    return opened;
}

}  // namespace sudoku::io
