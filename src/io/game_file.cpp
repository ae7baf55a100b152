#include "io/game_file.hpp"

#include "core/text_formats.hpp"
#include "io/json_text.hpp"
#include "io/save_file.hpp"

namespace sudoku::io {

bool looks_like_save(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text[first] == '{';
}

FileResult<OpenedGame> open_game_text(std::string_view text, const std::atomic<bool>* cancel) {
    if (looks_like_save(text)) {
        auto game = load_from_text(text);
        if (!game) return game.error();
        return OpenedGame{std::move(game).value(), true, 1};
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
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return file_error("", core::coded_error(core::ErrorCode::PathIsFolder, "{1} is a folder",
                                                {path.string()}));
    const auto size = std::filesystem::file_size(path, ec);
    if (ec)
        return file_error(
            "", core::coded_error(core::ErrorCode::CannotReadBecause, "cannot read {1}: {2}",
                                  {path.string(), ec.message()}));
    if (size > kMaxSaveBytes) return file_error("", file_too_large(path));
    const auto text = read_text_file(path.string());
    if (!text) return file_error("", cannot_read(path));
    auto opened = open_game_text(*text, cancel);
    if (!opened) {
        // The field stays the one inside the file; the message names the file first.
        const FileError& error = opened.error();
        return FileError{core::prefixed_error(path.filename().string(), error), error.field};
    }
    return opened;
}

}  // namespace sudoku::io
