#include "cli/generate_request.hpp"

#include <algorithm>
#include <charconv>
#include <random>

namespace sudoku::cli {

namespace {

using core::Error;
using core::Result;

template <class T>
std::optional<T> parse_number(const std::string& text) {
    T value{};
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size()) return std::nullopt;
    return value;
}

std::optional<core::BoxShape> parse_box(const std::string& text) {
    const auto x = text.find_first_of("xX");
    if (x == std::string::npos) return std::nullopt;
    const auto rows = parse_number<int>(text.substr(0, x));
    const auto cols = parse_number<int>(text.substr(x + 1));
    if (!rows || !cols || *rows < 1 || *cols < 1) return std::nullopt;
    return core::BoxShape{*rows, *cols};
}

Error bad_value(const std::string& flag, const std::string& value, const std::string& expected) {
    return Error{flag + " " + value + ": expected " + expected};
}

}  // namespace

const char* generate_options_help() {
    return "  --size N            board size 3..25 (default 9, or R*C with --box)\n"
           "  --box RxC           box shape, such as 2x3 (default: the usual shape for N)\n"
           "  --variant V         classic (default), x, hyper, jigsaw (random regions), jigsaw-x\n"
           "  --difficulty D      easy, medium, hard, expert or evil: the grade must match\n"
           "  --empty K           exactly K empty cells\n"
           "  --symmetry S        none, rotate180 (default), mirror, diagonal\n"
           "  --minimal           no given can be removed (symmetry none unless asked)\n"
           "  --node-limit G      guesses allowed per uniqueness check (default: by size)\n"
           "  --count C           number of puzzles (default 1)\n"
           "  --seed S            seed of the first puzzle; puzzle i uses S+i (default: random)\n";
}

Result<GenerateRequest> parse_generate_request(const std::vector<std::string>& args) {
    GenerateRequest req;
    core::GeneratorOptions& o = req.options;
    std::optional<int> size;
    std::optional<core::BoxShape> box;
    std::string variant = "classic";
    bool symmetry_given = false;

    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string flag = args[i];
        std::optional<std::string> inline_value;
        if (const auto eq = flag.find('='); flag.starts_with("--") && eq != std::string::npos) {
            inline_value = flag.substr(eq + 1);
            flag = flag.substr(0, eq);
        }
        if (flag == "--help" || flag == "-h") {
            req.help = true;
            continue;
        }
        if (flag == "--minimal") {
            o.minimal = true;
            continue;
        }
        static const char* const kValued[] = {"--size",       "--box",   "--variant",
                                              "--difficulty", "--empty", "--symmetry",
                                              "--count",      "--seed",  "--node-limit"};
        const bool known = std::any_of(std::begin(kValued), std::end(kValued),
                                       [&](const char* f) { return flag == f; });
        if (!known) return Error{"unknown option '" + flag + "' (see --help)"};
        std::string value;
        if (inline_value) {
            value = *inline_value;
        } else if (i + 1 < args.size()) {
            value = args[++i];
        } else {
            return Error{flag + " needs a value"};
        }
        if (flag == "--size") {
            size = parse_number<int>(value);
            if (!size || *size < core::kMinSize || *size > core::kMaxSize)
                return bad_value(flag, value, "a size from 3 to 25");
        } else if (flag == "--box") {
            box = parse_box(value);
            if (!box) return bad_value(flag, value, "RxC, such as 2x3");
        } else if (flag == "--variant") {
            static const char* const kVariants[] = {"classic", "x", "hyper", "jigsaw", "jigsaw-x"};
            if (std::none_of(std::begin(kVariants), std::end(kVariants),
                             [&](const char* v) { return value == v; }))
                return bad_value(flag, value, "classic, x, hyper, jigsaw or jigsaw-x");
            variant = value;
        } else if (flag == "--difficulty") {
            o.difficulty = core::parse_difficulty(value);
            if (!o.difficulty) return bad_value(flag, value, "easy, medium, hard, expert or evil");
        } else if (flag == "--empty") {
            const auto k = parse_number<int>(value);
            if (!k || *k < 0) return bad_value(flag, value, "a number of cells, 0 or more");
            o.empty = *k;
        } else if (flag == "--symmetry") {
            const auto s = core::parse_symmetry(value);
            if (!s) return bad_value(flag, value, "none, rotate180, mirror or diagonal");
            o.symmetry = *s;
            symmetry_given = true;
        } else if (flag == "--count") {
            const auto c = parse_number<int>(value);
            if (!c || *c < 1) return bad_value(flag, value, "a count of 1 or more");
            req.count = *c;
            req.count_given = true;
        } else if (flag == "--node-limit") {
            const auto g = parse_number<std::uint64_t>(value);
            if (!g || *g < 1) return bad_value(flag, value, "a number of guesses, 1 or more");
            o.limits.check_node_limit = *g;
        } else if (flag == "--seed") {
            const auto s = parse_number<std::uint64_t>(value);
            if (!s) return bad_value(flag, value, "a whole number from 0 to 2^64-1");
            o.seed = *s;
            req.seed_given = true;
        }
    }

    const bool jigsaw = variant == "jigsaw" || variant == "jigsaw-x";
    if (jigsaw && box) return Error{"--box does not apply to jigsaw variants (regions are random)"};
    o.layout.size = size.value_or(box ? box->rows * box->cols : 9);
    if (box) o.layout.box = *box;
    o.layout.diagonals = variant == "x" || variant == "jigsaw-x";
    o.layout.hyper = variant == "hyper";
    o.jigsaw = jigsaw;
    if (o.minimal && !symmetry_given) o.symmetry = core::Symmetry::None;
    if (o.difficulty) o.grade = cli_grader();
    if (!req.seed_given)
        o.seed = (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    return req;
}

core::GradeFn cli_grader() {
    return {};
}

std::string describe_request(const GenerateRequest& request) {
    const core::GeneratorOptions& o = request.options;
    const int n = o.layout.size;
    std::string s = std::to_string(n) + "x" + std::to_string(n);
    if (!o.jigsaw && o.layout.box != core::BoxShape{} && core::default_box_shape(n) != o.layout.box)
        s += " (" + std::to_string(o.layout.box.rows) + "x" + std::to_string(o.layout.box.cols) +
             " boxes)";
    if (o.jigsaw)
        s += o.layout.diagonals ? " jigsaw-x" : " jigsaw";
    else if (o.layout.diagonals)
        s += " x";
    else if (o.layout.hyper)
        s += " hyper";
    else
        s += " classic";
    if (o.difficulty) s += std::string(" ") + core::difficulty_name(*o.difficulty);
    if (o.empty >= 0) s += " empty=" + std::to_string(o.empty);
    if (o.minimal) s += " minimal";
    return s;
}

}  // namespace sudoku::cli
