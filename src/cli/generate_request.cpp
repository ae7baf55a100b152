#include "cli/generate_request.hpp"
#include "core/generate/new_game_settings.hpp"
#include "i18n/describe.hpp"

#include <charconv>
#include <random>

namespace sudoku::cli {

namespace {

using core::Error;
using core::Result;

std::optional<core::BoxShape> parse_box(const std::string& text) {
    const auto x = text.find_first_of("xX");
    if (x == std::string::npos) return std::nullopt;
    int rows = 0, cols = 0;
    const char* end = text.data() + text.size();
    const auto r1 = std::from_chars(text.data(), text.data() + x, rows);
    const auto r2 = std::from_chars(text.data() + x + 1, end, cols);
    if (r1.ec != std::errc{} || r1.ptr != text.data() + x || r2.ec != std::errc{} ||
        r2.ptr != end || rows < 1 || cols < 1 || rows > core::kMaxSize || cols > core::kMaxSize)
        return std::nullopt;
    return core::BoxShape{rows, cols};
}

constexpr std::uint64_t kMaxCount = 1'000'000;

}  // namespace

std::vector<OptionSpec> generate_option_specs() {
    return {
        {"--size", "N", "board size 3..25 (default 9, or R*C with --box)"},
        {"--box", "RxC", "box shape, such as 2x3 (default: the usual shape for N)"},
        {"--variant", "V",
         "classic (default), x, hyper, jigsaw (random regions), jigsaw-x; killer, killer-x, "
         "killer-hyper, killer-jigsaw, killer-jigsaw-x: the same with Killer cages and no givens"},
        {"--killer-givens", nullptr, "killer variants: keep a few givens (and bigger cages)"},
        {"--difficulty", "D", "easy, medium, hard, expert or evil: the grade must match"},
        {"--empty", "K", "exactly K empty cells"},
        {"--symmetry", "S",
         "none, rotate180 (default; none with --minimal, evil, or a level above easy below 9x9), "
         "mirror, diagonal"},
        {"--minimal", nullptr, "no given can be removed (symmetry none unless asked)"},
        {"--node-limit", "G", "guesses allowed per uniqueness check (default: by size)"},
        {"--attempts", "A", "full grids tried per puzzle (default 20; 300 with --difficulty)"},
        {"--local-moves", "M",
         "local-search budget per grid towards --empty, in uniqueness checks (default 3000; 6000 "
         "from 10x10; 150 from 17x17); 0 = none"},
        {"--hardening-moves", "M",
         "moves per grid of the search for a harder neighbour when evil is asked and the carved "
         "puzzle is not (default 20000; 100000 on 10x10 classic; 300 from 17x17); generation "
         "gives up after 4 times that many; 0 = none; by default below 9x9 a grid gets 2000 of "
         "the 4 times 20000"},
        {"--no-seed-pool", nullptr,
         "evil: carve and walk even where a list of Evil seeds exists (9x9, most shapes from "
         "10x10); jigsaw and jigsaw-X from 16x16: random region maps, not the stored ones; "
         "--empty 180 on 16x16: carve even where a seed list exists; how scripts/make-evil-seeds, "
         "scripts/make-jigsaw-maps and scripts/make-empty-seeds make the lists"},
        {"--count", "C", "number of puzzles (default 1)"},
        {"--seed", "S", "seed of the first puzzle; puzzle i uses S+i (default: random)"},
    };
}

Result<GenerateRequest> read_generate_request(const Args& args) {
    GenerateRequest req;
    core::GeneratorOptions& o = req.options;

    auto size = args.number("--size", 0, core::kMinSize, core::kMaxSize);
    if (!size) return size.error();
    std::optional<core::BoxShape> box;
    if (auto text = args.value("--box")) {
        box = parse_box(*text);
        if (!box)
            return core::unspecified_error("--box '" + *text + "': expected RxC, such as 2x3");
    }
    auto variant = args.choice("--variant", "classic",
                               {"classic", "x", "hyper", "jigsaw", "jigsaw-x", "killer", "killer-x",
                                "killer-hyper", "killer-jigsaw", "killer-jigsaw-x"});
    if (!variant) return variant.error();
    // killer-<shape> is <shape> with cages; plain killer is classic with cages.
    req.killer = variant->starts_with("killer");
    if (req.killer) *variant = *variant == "killer" ? "classic" : variant->substr(7);
    req.killer_givens = args.flag("--killer-givens");
    if (req.killer_givens && !req.killer)
        return core::unspecified_error("--killer-givens needs a killer variant");
    if (auto text = args.value("--difficulty")) {
        o.difficulty = core::parse_grade(*text);
        if (!o.difficulty)
            return core::unspecified_error("--difficulty '" + *text +
                                           "': expected easy, medium, hard, expert or evil");
    }
    auto empty = args.number("--empty", 0, 0, core::kMaxSize * core::kMaxSize);
    if (!empty) return empty.error();
    if (args.value("--empty")) o.empty = static_cast<int>(*empty);
    auto symmetry =
        args.choice("--symmetry", "rotate180", {"none", "rotate180", "mirror", "diagonal"});
    if (!symmetry) return symmetry.error();
    o.symmetry = *core::parse_symmetry(*symmetry);
    o.minimal = args.flag("--minimal");
    auto nodes = args.number("--node-limit", 0, 1, UINT64_MAX);
    if (!nodes) return nodes.error();
    o.limits.check_node_limit = *nodes;
    auto attempts = args.number("--attempts", 0, 1, kMaxCount);
    if (!attempts) return attempts.error();
    o.limits.max_attempts = static_cast<int>(*attempts);
    auto moves = args.number("--local-moves", 0, 0, kMaxCount);
    if (!moves) return moves.error();
    if (args.value("--local-moves")) o.limits.local_moves = static_cast<int>(*moves);
    auto hardening = args.number("--hardening-moves", 0, 0, kMaxCount);
    if (!hardening) return hardening.error();
    if (args.value("--hardening-moves")) o.limits.hardening_moves = static_cast<int>(*hardening);
    o.seed_pool = !args.flag("--no-seed-pool");
    auto count = args.number("--count", 1, 1, kMaxCount);
    if (!count) return count.error();
    req.count = static_cast<int>(*count);
    req.count_given = args.value("--count").has_value();
    auto seed = args.number("--seed", 0, 0, UINT64_MAX);
    if (!seed) return seed.error();
    req.seed_given = args.value("--seed").has_value();
    o.seed = req.seed_given
                 ? *seed
                 : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();

    const bool jigsaw = *variant == "jigsaw" || *variant == "jigsaw-x";
    if (jigsaw && box)
        return core::unspecified_error(
            "--box does not apply to jigsaw variants (regions are random)");
    o.layout.size = *size != 0 ? static_cast<int>(*size) : (box ? box->rows * box->cols : 9);
    if (box) o.layout.box = *box;
    o.layout.diagonals = *variant == "x" || *variant == "jigsaw-x";
    o.layout.hyper = *variant == "hyper";
    o.jigsaw = jigsaw;
    // Minimal puzzles, Evil ones and levels above Easy below 9x9 default to no symmetry (few
    // such puzzles have symmetric clues: core::unsymmetric_by_default).
    if ((o.minimal || core::unsymmetric_by_default(o.layout.size, o.difficulty)) &&
        !args.value("--symmetry"))
        o.symmetry = core::Symmetry::None;
    return req;
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
    if (request.killer) s += request.killer_givens ? " killer (givens)" : " killer";
    if (o.difficulty) s += std::string(" ") + core::grade_name(*o.difficulty);
    if (o.empty >= 0) s += " empty=" + std::to_string(o.empty);
    if (o.minimal) s += " minimal";
    return s;
}

core::KillerOptions killer_options(const GenerateRequest& request) {
    const core::GeneratorOptions& o = request.options;
    core::KillerOptions k;
    k.layout = o.layout;
    k.jigsaw = o.jigsaw;
    k.givens = request.killer_givens;
    k.difficulty = o.difficulty.value_or(core::Grade::Medium);
    k.seed = o.seed;
    if (o.limits.check_node_limit > 0) k.check_node_limit = o.limits.check_node_limit;
    if (o.limits.max_attempts > 0) k.max_attempts = o.limits.max_attempts;
    k.cancel = o.cancel;
    return k;
}

std::variant<int, GenerateRequest> parse_generate_command(const CommandSpec& spec,
                                                          const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(spec, raw, args)) return *code;
    auto request = read_generate_request(*args);
    if (!request) return usage_error(spec, i18n::english(request.error()));
    if (auto bad = core::validate_generator_options(request->options))
        return usage_error(spec, i18n::english(*bad));
    return std::move(request).value();
}

}  // namespace sudoku::cli
