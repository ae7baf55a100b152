#include "core/generate/puzzle_pool.hpp"

#include <algorithm>

namespace sudoku::core {

std::uint64_t puzzle_fingerprint(std::string_view puzzle_line) {
    std::uint64_t hash = 14695981039346656037ull;
    for (const char c : puzzle_line) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ull;
    }
    return hash;
}

PoolKind* PuzzlePool::find(std::string_view kind) {
    const auto it = std::find_if(m_kinds.begin(), m_kinds.end(),
                                 [&](const PoolKind& k) { return k.kind == kind; });
    return it == m_kinds.end() ? nullptr : &*it;
}

const PoolKind* PuzzlePool::find(std::string_view kind) const {
    return const_cast<PuzzlePool*>(this)->find(kind);
}

bool PuzzlePool::holds(std::uint64_t fingerprint) const {
    for (const PoolKind& k : m_kinds)
        for (const PooledPuzzle& p : k.puzzles)
            if (puzzle_fingerprint(p.puzzle) == fingerprint) return true;
    return false;
}

bool PuzzlePool::was_handed_out(std::string_view puzzle_line) const {
    const std::uint64_t fingerprint = puzzle_fingerprint(puzzle_line);
    return std::find(m_handed_out.begin(), m_handed_out.end(), fingerprint) != m_handed_out.end();
}

void PuzzlePool::remember_handed_out(std::string_view puzzle_line) {
    if (was_handed_out(puzzle_line)) return;
    m_handed_out.push_back(puzzle_fingerprint(puzzle_line));
    if (m_handed_out.size() > kMaxHandedOut)
        m_handed_out.erase(m_handed_out.begin(),
                           m_handed_out.begin() +
                               static_cast<std::ptrdiff_t>(m_handed_out.size() - kMaxHandedOut));
}

void PuzzlePool::touch(std::string_view kind) {
    PoolKind entry{std::string(kind), {}};
    if (PoolKind* existing = find(kind)) {
        entry = std::move(*existing);
        m_kinds.erase(m_kinds.begin() + (existing - m_kinds.data()));
    }
    m_kinds.insert(m_kinds.begin(), std::move(entry));
    if (m_kinds.size() > kMaxKinds) m_kinds.resize(kMaxKinds);
}

std::optional<PooledPuzzle> PuzzlePool::take(std::string_view kind) {
    touch(kind);
    PoolKind& entry = m_kinds.front();
    if (entry.puzzles.empty()) return std::nullopt;
    PooledPuzzle puzzle = std::move(entry.puzzles.front());
    entry.puzzles.erase(entry.puzzles.begin());
    remember_handed_out(puzzle.puzzle);
    return puzzle;
}

bool PuzzlePool::add(std::string_view kind, PooledPuzzle puzzle) {
    const std::uint64_t fingerprint = puzzle_fingerprint(puzzle.puzzle);
    if (puzzle.puzzle.empty() || holds(fingerprint) || was_handed_out(puzzle.puzzle)) return false;
    PoolKind* entry = find(kind);
    if (entry == nullptr) {
        // A kind nobody asked for lately goes last, so it is the first one trimmed.
        if (m_kinds.size() >= kMaxKinds) m_kinds.pop_back();
        m_kinds.push_back({std::string(kind), {}});
        entry = &m_kinds.back();
    }
    if (entry->puzzles.size() >= kPerKind) return false;
    entry->puzzles.push_back(std::move(puzzle));
    return true;
}

std::size_t PuzzlePool::count(std::string_view kind) const {
    const PoolKind* entry = find(kind);
    return entry == nullptr ? 0 : entry->puzzles.size();
}

PuzzlePool PuzzlePool::restore(std::vector<PoolKind> kinds, std::vector<std::uint64_t> handed_out) {
    PuzzlePool pool;
    if (handed_out.size() > kMaxHandedOut)
        handed_out.erase(
            handed_out.begin(),
            handed_out.begin() + static_cast<std::ptrdiff_t>(handed_out.size() - kMaxHandedOut));
    pool.m_handed_out = std::move(handed_out);
    for (PoolKind& kind : kinds) {
        if (kind.kind.empty() || pool.find(kind.kind) != nullptr) continue;
        if (pool.m_kinds.size() >= kMaxKinds) break;
        pool.m_kinds.push_back({kind.kind, {}});
        for (PooledPuzzle& puzzle : kind.puzzles)
            (void)pool.add(kind.kind, std::move(puzzle));
    }
    return pool;
}

}  // namespace sudoku::core
