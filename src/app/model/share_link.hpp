// A link that opens a position: "<page>#SL1-<code>[&watch=ALGO[&compare=ALGO]&step=N]". A teacher
// sends one link; the web page reads its fragment, the desktop game its command line or a paste.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "app/session/watch_launch.hpp"
#include "core/base/result.hpp"
#include "core/play/position.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::app {

// The longest link read: a 25x25 jigsaw with every note is about 5 KB of code; anything much
// longer is not ours (or a pasted page), and is refused before it is decoded.
inline constexpr std::size_t kShareLinkMax = 16384;
// The furthest Watch step a link may name (the lessons' longest searches are far shorter).
inline constexpr std::uint64_t kShareLinkMaxStep = 1'000'000'000'000ULL;

// What a link asks for: the position, and Watch mode's algorithm(s) and step when it names
// them (watch.algorithm set; watch.step the events played).
struct ShareLink {
    core::Position position;
    WatchLaunch watch{};
};

// True when `text` is meant as a link or code of ours: a share code, or a URL or fragment whose
// "#" is followed by one. Such text is read by parse_share_link (and its errors shown) rather
// than as a puzzle line or a file name.
[[nodiscard]] bool looks_like_share_link(std::string_view text);

// Reads "SL1-...", "#SL1-..." or "http(s)://any/page#SL1-...", each optionally followed by
// "&watch=ALGO", "&compare=ALGO" and "&step=N" (ALGO as --watch takes it: naive, mrv,
// propagate, dlx, dlx/first, or a switches spec). Errors name what is wrong: too long, no code,
// the code's own error (damaged, cut...), an unknown part, a repeated part, a bad step or
// algorithm, a step or compare without watch.
[[nodiscard]] core::Result<ShareLink> parse_share_link(std::string_view text);

// The value of watch= or compare= for a search (the inverse of parse_watch_search).
[[nodiscard]] std::string share_link_search(const core::StepSolverOptions& options);

// One Watch lane of a link: its search and the step to show.
struct ShareLinkWatch {
    core::StepSolverOptions search;
    std::optional<core::StepSolverOptions> compare;
    std::uint64_t step = 0;
};

// `base` (a page address; anything after its own '#' is dropped) + "#" + the code (+ Watch's
// parts). An empty base gives the fragment alone ("#SL1-..."), which the game reads too.
[[nodiscard]] std::string make_share_link(std::string_view base, const core::Position& position,
                                          const std::optional<ShareLinkWatch>& watch = {});

}  // namespace sudoku::app
