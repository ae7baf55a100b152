// Where the game's puzzle came from, kept as parts and worded only when drawn, so the status
// line follows a change of language ("Generated 9x9 Killer · Easy · Seed 42").
#pragma once

#include <cstdint>
#include <string>

#include "app/i18n/strings.hpp"
#include "core/generate/new_game_settings.hpp"

namespace sudoku::app {

class PuzzleSource {
  public:
    enum class Kind : std::uint8_t { Text, Generated, Daily, Custom };

    PuzzleSource() = default;
    // Text shown as it is (a file or lesson name); the launch markers (kCommandLineSource...)
    // are worded by the status line.
    PuzzleSource(std::string text) : m_text(std::move(text)) {}  // NOLINT: a string is a source
    PuzzleSource(const char* text) : m_text(text) {}             // NOLINT
    // The New game dialog's settings, with Killer cages or not.
    [[nodiscard]] static PuzzleSource generated(const core::NewGameSettings& settings, bool killer);
    // Today's puzzle of `date` ("2026-11-28").
    [[nodiscard]] static PuzzleSource daily(std::string date);
    // Typed or pasted in Enter your own.
    [[nodiscard]] static PuzzleSource custom();

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] const std::string& text() const { return m_text; }
    [[nodiscard]] bool empty() const { return m_kind == Kind::Text && m_text.empty(); }
    // The words in a language (Text as it is).
    [[nodiscard]] std::string label(Language language) const;

    bool operator==(const PuzzleSource&) const = default;

  private:
    Kind m_kind = Kind::Text;
    std::string m_text;  // Text: the words; Daily: the date
    core::NewGameSettings m_settings{};
    bool m_killer = false;
};

// The New game dialog's settings in words: "9x9 Classic · Easy · Seed 42" ("9x9 Killer" with
// cages).
[[nodiscard]] std::string describe_settings(const core::NewGameSettings& settings, bool killer,
                                            Language language);

}  // namespace sudoku::app
