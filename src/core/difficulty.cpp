#include "core/difficulty.hpp"

#include <array>
#include <cctype>
#include <string>

namespace sudoku::core {

namespace {
constexpr std::array<const char*, 5> kNames = {"easy", "medium", "hard", "expert", "evil"};
}

const char* difficulty_name(Difficulty d) {
    return kNames[static_cast<std::size_t>(d)];
}

std::optional<Difficulty> parse_difficulty(std::string_view name) {
    std::string lower(name);
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (lower == kNames[i]) return static_cast<Difficulty>(i);
    return std::nullopt;
}

}  // namespace sudoku::core
