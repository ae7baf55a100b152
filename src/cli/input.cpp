#include "cli/input.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "cli/command.hpp"
#include "cli/line_reader.hpp"
#include "core/grid/validation.hpp"
#include "core/text/puzzle_line.hpp"
#include "core/text/text_formats.hpp"
#include "i18n/describe.hpp"
#include "io/display_path.hpp"

namespace sudoku::cli {

namespace {

const char* const kStdinName = "standard input";

// Reads at most kMaxInputBytes: one byte more proves the input too large, so an endless
// stream (`< /dev/zero`) ends after 16 MiB instead of filling the memory.
core::Result<std::string> read_stream(std::FILE* file, const std::string& name) {
    std::string text;
    char buffer[1 << 16];
    for (;;) {
        const std::size_t got = std::fread(buffer, 1, sizeof buffer, file);
        text.append(buffer, got);
        if (text.size() > kMaxInputBytes)
            return core::unspecified_error(name + " is larger than " +
                                           std::to_string(kMaxInputBytes >> 20) +
                                           " MiB, the limit for puzzle input");
        if (got < sizeof buffer) break;
    }
    if (std::ferror(file))
        return core::unspecified_error("cannot read " + name + ": " + std::strerror(errno));
    return text;
}

// One operand's puzzles. Puzzle lines of 6x6 and larger are handed over one by one as they
// arrive; otherwise (a printed grid, a Python list, boards of 3x3 to 5x5) the whole text is read
// and parsed as before (those hold a puzzle or a few, never a stream of them).
core::Result<std::size_t> read_operand(LineReader& reader, const std::string& origin,
                                       bool name_origin,
                                       const std::function<void(InputPuzzle&&)>& fn) {
    int number = 0;
    core::LayoutReuse reuse;  // one file's shape shared (see parse_puzzle_text)
    std::size_t count = 0;
    bool streaming = false;
    for (;;) {
        auto line = reader.next();
        if (!line) return line.error();
        if (!*line) break;
        ++number;
        if (core::is_skippable_line(**line)) continue;
        auto board = core::parse_puzzle_line(**line, nullptr, &reuse);
        if (!streaming) {
            // The first puzzle decides: a puzzle line streams, anything else is read whole. A
            // line of 9, 16 or 25 cells may also be the first row of a printed grid (told apart
            // only by the rows after it), so small boards are read whole too; from 6x6 (36
            // cells) no grid row is that long.
            if ((*line)->find('[') != std::string::npos || !board || board->size() < 6) break;
            streaming = true;
            reader.stop_keeping();
        }
        fn({origin, name_origin, core::TextPuzzle{number, std::move(board)}});
        ++count;
    }
    if (streaming) return count;
    auto text = reader.whole();
    if (!text) return text.error();
    for (core::TextPuzzle& puzzle : core::parse_puzzle_text(*text).puzzles) {
        fn({origin, name_origin, std::move(puzzle)});
        ++count;
    }
    return count;
}

}  // namespace

std::string InputPuzzle::where() const {
    return (name_origin ? origin + ": " : std::string()) + "line " + std::to_string(text.line);
}

core::Result<std::string> read_source(const std::string& operand) {
    if (operand == "-") return read_stream(stdin, kStdinName);
    std::FILE* file = std::fopen(operand.c_str(), "rb");
    if (!file)
        return core::unspecified_error("cannot read " + io::display_path(operand) + ": " +
                                       std::strerror(errno));
    auto text = read_stream(file, io::display_path(operand));
    std::fclose(file);
    return text;
}

core::Result<std::size_t> for_each_input(const std::vector<std::string>& operands,
                                         const std::function<void(InputPuzzle&&)>& fn) {
    const std::vector<std::string> sources =
        operands.empty() ? std::vector<std::string>{"-"} : operands;
    std::size_t count = 0;
    for (const std::string& source : sources) {
        const bool is_stdin = source == "-";
        const int fd = is_stdin ? STDIN_FILENO : ::open(source.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return core::unspecified_error("cannot read " + io::display_path(source) + ": " +
                                           std::strerror(errno));
        const std::string origin = is_stdin ? kStdinName : io::display_path(source);
        LineReader reader(fd, origin, kMaxInputBytes);
        auto read = read_operand(reader, origin, sources.size() > 1, fn);
        if (!is_stdin) ::close(fd);
        if (!read) return read.error();
        count += *read;
    }
    return count;
}

core::Result<std::vector<InputPuzzle>> read_inputs(const std::vector<std::string>& operands) {
    std::vector<InputPuzzle> out;
    auto count = for_each_input(operands, [&](InputPuzzle&& p) { out.push_back(std::move(p)); });
    if (!count) return count.error();
    return out;
}

std::string puzzle_problem(const InputPuzzle& puzzle) {
    if (!puzzle.text.board.ok())
        return puzzle.where() + ": " + i18n::english(puzzle.text.board.error());
    if (auto conflict = core::validate_givens(puzzle.text.board.value()))
        return puzzle.where() + ": " + i18n::english(*conflict);
    return {};
}

int run_per_puzzle(const CommandSpec& spec, const Args& args,
                   const std::function<Outcome(const PuzzleContext&, std::ostream&)>& fn,
                   Reading reading) {
    bool all_ok = true, stopped = false;
    // A pipe or terminal gets each answer as it is made; a file is written in large blocks.
    struct stat out {};
    const bool flush_each = ::fstat(STDOUT_FILENO, &out) != 0 || !S_ISREG(out.st_mode);
    std::size_t index = 0;
    const auto handle = [&](const InputPuzzle& puzzle, std::size_t count) {
        const std::string problem = puzzle_problem(puzzle);
        if (!problem.empty()) {
            std::cout << "invalid: " << problem << "\n";
            all_ok = false;
        } else {
            const PuzzleContext context{puzzle, puzzle.text.board.value(), index, count};
            const Outcome outcome = fn(context, std::cout);
            all_ok = outcome == Outcome::Ok && all_ok;
            stopped = stopped || outcome == Outcome::Stopped;
        }
        ++index;
        if (flush_each) std::cout.flush();
    };
    core::Result<std::size_t> total = std::size_t{0};
    if (reading == Reading::Whole) {
        auto puzzles = read_inputs(args.operands());
        if (puzzles) {
            for (const InputPuzzle& puzzle : *puzzles)
                handle(puzzle, puzzles->size());
            total = puzzles->size();
        } else {
            total = puzzles.error();
        }
    } else {
        total = for_each_input(args.operands(), [&](InputPuzzle&& p) { handle(p, 0); });
    }
    std::cout.flush();
    if (!total) {
        std::cerr << "sudoku-cli: " << spec.name << ": " << i18n::english(total.error()) << "\n";
        return kExitUsage;
    }
    if (*total == 0) {
        std::cerr << "sudoku-cli: " << spec.name << ": no puzzle in the input\n";
        return kExitFailed;
    }
    // An unanswered puzzle is the news a script must not mistake for "no solution".
    if (stopped) return kExitLimit;
    return all_ok ? kExitOk : kExitFailed;
}

core::Result<core::Board> read_indexed_puzzle(const std::string& operand, std::uint64_t index) {
    std::error_code ec;
    std::string text = operand;
    if (std::filesystem::is_regular_file(operand, ec) || operand == "-") {
        auto source = read_source(operand);
        if (!source) return source.error();
        text = std::move(source).value();
    }
    core::ParsedText parsed = core::parse_puzzle_text(text);
    if (parsed.puzzles.empty())
        return core::unspecified_error("no puzzle in " + (text == operand
                                                              ? std::string("the argument")
                                                              : io::display_path(operand)));
    if (parsed.puzzles.size() < index)
        return core::unspecified_error("no puzzle number " + std::to_string(index) + " in " +
                                       io::display_path(operand));
    core::TextPuzzle& puzzle = parsed.puzzles[index - 1];
    if (!puzzle.board) return *puzzle.located_error();
    if (auto conflict = core::validate_givens(*puzzle.board)) return *conflict;
    return std::move(puzzle.board).value();
}

}  // namespace sudoku::cli
