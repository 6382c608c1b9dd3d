// The availability check's self-test (scripts/check-availability.py): the two
// unguarded uses must be named, the guarded ones must not.
import Synchronization

let unguardedLock = Mutex<Int>(0)

@MainActor func unguardedTask() { Task.immediate { @MainActor in print("now") } }

@available(macOS 26, iOS 26, *)
@MainActor func markedTask() { Task.immediate { @MainActor in print("marked") } }

@MainActor func checkedTask() {
    if #available(macOS 26, iOS 26, *) { Task.immediate { @MainActor in print("checked") } }
}

@MainActor func guardedTask() {
    guard #available(macOS 26, iOS 26, *) else { return }
    Task.immediate { @MainActor in print("guarded") }
}

@available(macOS 15, iOS 18, *)
final class MarkedLock { let lock = Mutex<Int>(0) }
