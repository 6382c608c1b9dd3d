import HybridVocabulary
import HybridEngineInterface
/// How views come back and get warm: a return recycles the view into its
/// process (or retires it), a warm-up makes a view ready, and a view whose
/// process is gone is dropped before anyone can lease it.
extension WebViewPool {
    /// A lease ended. Only the token of a view still leased counts, so a second
    /// return, or one arriving late, changes nothing. Without `recycling`, the view and its process go.
    func checkIn(_ token: PoolToken, recycling: Bool = true) {
        dropClosedViews()
        guard let slot = leased.removeValue(forKey: token), slot.phase == .leased(token) else {
            logger.debug("ignored a return of \(token): it is not leased")
            return
        }
        statistics.returns += 1
        // A view the engine closed (its profile was removed) is not recycled: a successor would bring the profile back.
        guard recycling, !slot.view.isClosed, idle.count + warming.count < maximumIdle else {
            statistics.retired += 1
            slot.close()
            return
        }
        guard slot.reuses < maximumReuses else {
            // Its process served enough leases: a new one takes its place now, off the lease path.
            statistics.retired += 1
            slot.close()
            warmNewView(profile: slot.profile)
            return
        }
        do {
            // The new view joins the process as it is made, so the old one can go now.
            let successor = try engine.views.makeView(settings: settings(for: slot.profile), sharingProcessWith: slot.view)
            slot.close()
            statistics.recycled += 1
            startWarmUp(PooledSlot(view: successor, profile: slot.profile, reuses: slot.reuses), fresh: false)
        } catch {
            logger.error("could not recycle a returned view: \(error)")
            slot.close()
        }
    }

    /// Ends a lease without recycling its view into the same web process: the view and its process go.
    func retire(_ container: WebContainer) {
        if let lease = container.view.current as? LeasedView, let slot = leased.removeValue(forKey: lease.token) {
            statistics.retired += 1
            slot.close()
        }
        container.close()
    }

    /// Starts warming a view of `profile` of its own, in a new web process; `false` when the engine cannot make one.
    @discardableResult
    func warmNewView(profile: WebsiteDataProfile) -> Bool {
        do {
            let view = try engine.views.makeView(settings: settings(for: profile))
            startWarmUp(PooledSlot(view: view, profile: profile, reuses: 0), fresh: true)
            return true
        } catch {
            logger.error("could not make a view to warm: \(error)")
            return false
        }
    }

    private func startWarmUp(_ slot: PooledSlot, fresh: Bool) {
        slot.phase = .warming
        slot.onTermination = { [weak self] in self?.discard($0) }
        warming.append(slot)
        let timeout = warmUpTimeout
        slot.warmUp = Task { [weak self] in
            let alive = await slot.answersFromEmptyDocument(timeout: timeout)
            self?.finishWarmUp(slot, alive: alive, fresh: fresh)
        }
    }

    private func finishWarmUp(_ slot: PooledSlot, alive: Bool, fresh: Bool) {
        guard slot.phase == .warming else { return }  // flushed or discarded meanwhile
        warming.removeAll { $0 === slot }
        guard alive else { return discard(slot) }
        if fresh { statistics.prewarmed += 1 }
        slot.phase = .idle
        idle.append(slot)
    }

    /// Warm views the engine closed (their profile was removed) leave at once,
    /// so they hold no place that a view of another profile could take.
    func dropClosedViews() {
        for slot in idle + warming where slot.view.isClosed {
            idle.removeAll { $0 === slot }
            warming.removeAll { $0 === slot }
            slot.close()
        }
    }

    /// A warm view that died or does not answer: it is never leased.
    func discard(_ slot: PooledSlot) {
        idle.removeAll { $0 === slot }
        warming.removeAll { $0 === slot }
        switch slot.phase {
        case .closed, .leased: return
        case .warming, .idle, .checking: break
        }
        logger.warning("discarded a warm view whose web process is gone")
        statistics.discardedDead += 1
        slot.close()
    }
}
