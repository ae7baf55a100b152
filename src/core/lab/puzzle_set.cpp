#include "core/lab/puzzle_set.hpp"

#include <charconv>

#include "core/generate/generator.hpp"
#include "core/grid/validation.hpp"
#include "core/lab/lesson_puzzles.hpp"
#include "core/text/split_fields.hpp"
#include "core/text/text_formats.hpp"

namespace sudoku::core {

namespace {

std::optional<int> whole_number(std::string_view text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

Error spec_error(std::string_view text, std::string part) {
    return coded_error(ErrorCode::LabSetSpecBad, {std::string(text), std::move(part)});
}

}  // namespace

Result<GenerateSetSpec> parse_generate_spec(std::string_view text) {
    const std::vector<std::string_view> parts = split_fields(text, ':');
    if (parts.size() != 4 || parts[0] != "gen") return spec_error(text, std::string(text));
    GenerateSetSpec spec;
    const auto count = whole_number(parts[1]);
    if (!count || *count < 1 || *count > kMaxGeneratedSet)
        return spec_error(text, std::string(parts[1]));
    spec.count = *count;
    const auto grade = parse_grade(parts[2]);
    if (!grade) return spec_error(text, std::string(parts[2]));
    spec.difficulty = *grade;
    const auto size = whole_number(parts[3]);
    if (!size || !Layout::create(LayoutSpec{*size, {}, {}, false, false}))
        return spec_error(text, std::string(parts[3]));
    spec.size = *size;
    return spec;
}

Result<std::vector<SetPuzzle>> puzzle_set_from_text(std::string_view text) {
    ParsedText parsed = parse_puzzle_text(text);
    if (parsed.puzzles.empty()) return no_puzzle_error();
    std::vector<SetPuzzle> set;
    set.reserve(parsed.puzzles.size());
    for (TextPuzzle& puzzle : parsed.puzzles) {
        if (auto error = puzzle.located_error()) return *error;
        if (auto conflict = validate_givens(puzzle.board.value()))
            return line_error(puzzle.line, *conflict);
        set.push_back({std::move(puzzle.board.value()), "line " + std::to_string(puzzle.line), {}});
    }
    return set;
}

std::vector<SetPuzzle> lesson_puzzle_set() {
    std::vector<SetPuzzle> set;
    int index = 0;
    for (std::string_view line : lesson_puzzle_lines()) {
        ParsedText parsed = parse_puzzle_text(line);
        ++index;
        // Compiled in from checked files: a bad line is a build mistake, skipped not fatal.
        if (parsed.puzzles.empty() || !parsed.puzzles.front().board) continue;
        set.push_back({std::move(parsed.puzzles.front().board.value()),
                       "lesson " + std::to_string(index),
                       {}});
    }
    return set;
}

Result<std::vector<SetPuzzle>> generate_puzzle_set(const GenerateSetSpec& spec,
                                                   const std::atomic<bool>* cancel,
                                                   std::atomic<int>* done) {
    std::vector<SetPuzzle> set;
    GeneratorOptions options;
    options.layout.size = spec.size;
    options.difficulty = spec.difficulty;
    // Evil on 9x9 draws from all the known Evil seeds only without a symmetry.
    if (spec.difficulty == Grade::Evil) options.symmetry = Symmetry::None;
    options.cancel = cancel;
    for (int i = 0; i < spec.count; ++i) {
        options.seed = spec.seed + static_cast<std::uint64_t>(i);
        auto made = generate_puzzle(options);
        if (!made) return made.error();
        set.push_back({std::move(made->puzzle), "generated " + std::to_string(i + 1), made->grade});
        if (done != nullptr) done->store(i + 1);
    }
    if (set.empty()) return coded_error(ErrorCode::LabSetEmpty);
    return set;
}

}  // namespace sudoku::core
