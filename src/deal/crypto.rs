//! The arithmetic of the deal: card points, the secrets every key and permutation derives from,
//! the masking passes of a joint shuffle and the Chaum–Pedersen proofs that a lock used the
//! committed key. Every function here is pure, so the audit recomputes a party's messages from
//! its revealed seed with the very code that produced them.
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use curve25519_dalek::traits::VartimeMultiscalarMul;
use rand::seq::SliceRandom;
use sha2::{Digest, Sha256, Sha512};

use crate::core::Seat;

/// Domain separation for every hash of the protocol (changing it is a new protocol version).
const DOMAIN: &[u8] = b"touche/fair-deal/v1/";

pub(crate) fn sha256(parts: &[&[u8]]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(DOMAIN);
    for part in parts {
        // Length-prefixed, so no two different lists of parts hash alike.
        hasher.update((part.len() as u32).to_le_bytes());
        hasher.update(part);
    }
    hasher.finalize().into()
}

fn wide_hash(parts: &[&[u8]]) -> [u8; 64] {
    let mut hasher = Sha512::new();
    hasher.update(DOMAIN);
    for part in parts {
        hasher.update((part.len() as u32).to_le_bytes());
        hasher.update(part);
    }
    hasher.finalize().into()
}

fn hash_to_scalar(parts: &[&[u8]]) -> Scalar {
    Scalar::from_bytes_mod_order_wide(&wide_hash(parts))
}

/// Card `index` of the deck named `label`: a point nobody knows a discrete logarithm of
/// (hash to the group), so no party can turn one card into another by a key of its choosing.
pub(crate) fn card_point(label_hash: &[u8; 32], index: u16) -> RistrettoPoint {
    RistrettoPoint::from_uniform_bytes(&wide_hash(&[b"card", label_hash, &index.to_le_bytes()]))
}

/// Without the crate's precomputed tables (Cargo.toml: 30 KB gzip less on a page), a plain
/// multiplication: a key's commitment costs about what a masking does.
pub(crate) fn base_mul(scalar: &Scalar) -> RistrettoPoint {
    RistrettoPoint::mul_base(scalar)
}

/// A party's one secret: 32 bytes from the operating system or the browser. Every key,
/// permutation and nonce it uses derives from it, so revealing it at the end lets the other
/// party recompute, and so check, every message it sent.
#[derive(Clone)]
pub(crate) struct Secrets {
    seed: [u8; 32],
}

impl Secrets {
    pub(crate) fn new(seed: [u8; 32]) -> Secrets {
        Secrets { seed }
    }

    pub(crate) fn seed(&self) -> [u8; 32] {
        self.seed
    }

    pub(crate) fn commitment(&self) -> [u8; 32] {
        seed_commitment(&self.seed)
    }

    fn scalar(&self, what: &[u8], a: u16, b: u16) -> Scalar {
        let key = hash_to_scalar(&[b"key", &self.seed, what, &a.to_le_bytes(), &b.to_le_bytes()]);
        // Zero has probability 2^-252; a key must be invertible all the same.
        if key == Scalar::ZERO {
            Scalar::ONE
        } else {
            key
        }
    }

    /// The key a party masks a whole stack with while shuffling it (`round` 0: the pre-pass that
    /// turns per-position locks into one key; 1: the shuffle pass).
    pub(crate) fn global_key(&self, stack: u16, round: u16) -> Scalar {
        self.scalar(b"global", stack, round)
    }

    /// The key that locks one position of a stack, released to unmask that position only.
    pub(crate) fn position_key(&self, stack: u16, index: u16) -> Scalar {
        self.scalar(b"position", stack, index)
    }

    /// This party's permutation of a stack of `len` cards: position j of its output is its input
    /// `permutation[j]`.
    pub(crate) fn permutation(&self, stack: u16, len: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..len).collect();
        let mut rng = HashRng::new(sha256(&[b"permutation", &self.seed, &stack.to_le_bytes()]));
        order.shuffle(&mut rng);
        order
    }

    /// The nonce of a commitment (a coin or a secret), from its kind and number.
    pub(crate) fn nonce(&self, what: &[u8], number: u16) -> [u8; 32] {
        sha256(&[b"nonce", &self.seed, what, &number.to_le_bytes()])
    }

    /// A proof's nonce, derived from the secret and the statement (as EdDSA does), so a replay
    /// from the seed yields the same proof and no nonce is ever reused for two statements.
    fn proof_nonce(&self, statement: &[u8]) -> Scalar {
        hash_to_scalar(&[b"proof-nonce", &self.seed, statement])
    }
}

pub(crate) fn seed_commitment(seed: &[u8; 32]) -> [u8; 32] {
    sha256(&[b"seed-commitment", seed])
}

/// rand's algorithms over SHA-256 in counter mode, keyed by a party's seed: a generator nobody
/// else can predict before the seed is revealed, and anyone can rerun after.
struct HashRng {
    key: [u8; 32],
    counter: u64,
    block: [u8; 32],
    used: usize,
}

impl HashRng {
    fn new(key: [u8; 32]) -> HashRng {
        HashRng {
            key,
            counter: 0,
            block: [0; 32],
            used: 32,
        }
    }
}

impl rand_core::RngCore for HashRng {
    fn next_u32(&mut self) -> u32 {
        let mut bytes = [0; 4];
        self.fill_bytes(&mut bytes);
        u32::from_le_bytes(bytes)
    }

    fn next_u64(&mut self) -> u64 {
        let mut bytes = [0; 8];
        self.fill_bytes(&mut bytes);
        u64::from_le_bytes(bytes)
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        for byte in dest {
            if self.used == self.block.len() {
                self.block = sha256(&[b"rng", &self.key, &self.counter.to_le_bytes()]);
                self.counter += 1;
                self.used = 0;
            }
            *byte = self.block[self.used];
            self.used += 1;
        }
    }
}

/// A non-interactive Chaum–Pedersen proof that log_{b1}(r1) = log_{b2}(r2): the same secret
/// scalar took b1 to r1 and b2 to r2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    pub(crate) challenge: Scalar,
    pub(crate) response: Scalar,
}

/// One equality of discrete logarithms, with what it is about (seat, stack, pass, position).
pub(crate) struct Statement<'a> {
    pub context: &'a [u8],
    pub b1: &'a RistrettoPoint,
    pub r1: &'a RistrettoPoint,
    pub b2: &'a RistrettoPoint,
    pub r2: &'a RistrettoPoint,
}

fn challenge(statement: &Statement, t1: &RistrettoPoint, t2: &RistrettoPoint) -> Scalar {
    let points = [
        statement.b1,
        statement.r1,
        statement.b2,
        statement.r2,
        t1,
        t2,
    ];
    let mut bytes = Vec::with_capacity(32 * points.len());
    for point in points {
        bytes.extend_from_slice(point.compress().as_bytes());
    }
    hash_to_scalar(&[b"dleq", statement.context, &bytes])
}

pub(crate) fn prove(secrets: &Secrets, secret: &Scalar, statement: &Statement) -> Proof {
    let mut nonce_input = statement.context.to_vec();
    nonce_input.extend_from_slice(statement.r1.compress().as_bytes());
    let nonce = secrets.proof_nonce(&nonce_input);
    let t1 = nonce * statement.b1;
    let t2 = nonce * statement.b2;
    let challenge = challenge(statement, &t1, &t2);
    Proof {
        challenge,
        response: nonce + challenge * secret,
    }
}

pub(crate) fn verify(proof: &Proof, statement: &Statement) -> bool {
    let minus_c = -proof.challenge;
    let t1 = RistrettoPoint::vartime_multiscalar_mul(
        [proof.response, minus_c],
        [*statement.b1, *statement.r1],
    );
    let t2 = RistrettoPoint::vartime_multiscalar_mul(
        [proof.response, minus_c],
        [*statement.b2, *statement.r2],
    );
    challenge(statement, &t1, &t2) == proof.challenge
}

/// What a proof is about, so a proof made for one position, pass or seat proves nothing about
/// another.
pub(crate) fn proof_context(seat: Seat, stack: u16, pass: u8, index: u16) -> [u8; 6] {
    let [s0, s1] = stack.to_le_bytes();
    let [i0, i1] = index.to_le_bytes();
    [seat.index() as u8, s0, s1, pass, i0, i1]
}

pub(crate) fn compress(point: &RistrettoPoint) -> [u8; 32] {
    point.compress().to_bytes()
}

pub(crate) fn decompress(bytes: [u8; 32]) -> Option<RistrettoPoint> {
    CompressedRistretto(bytes).decompress()
}

/// One input of a shuffle: a card both know (its point, no lock), or a position of an earlier
/// stack (its fully locked point, and which position it was, for the keys that lock it).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Input {
    pub point: RistrettoPoint,
    pub from: Option<(u16, u16)>,
}

/// Which pass a proof is about (part of its context).
pub(crate) const PASS_PREPASS: u8 = 0;
pub(crate) const PASS_LOCK: u8 = 2;

/// The second seat's pre-pass, when a shuffle takes positions of earlier stacks: it swaps each
/// input's own position lock for one key `h`, position by position (no reordering), and proves
/// each swap. Cards both know get `h` too. Returns the new points, H = h·G and the proofs.
pub(crate) fn prepass(
    secrets: &Secrets,
    stack: u16,
    inputs: &[Input],
) -> (Vec<RistrettoPoint>, RistrettoPoint, Vec<Proof>) {
    let global = secrets.global_key(stack, 0);
    let global_public = base_mul(&global);
    let mut points = Vec::with_capacity(inputs.len());
    let mut proofs = Vec::with_capacity(inputs.len());
    for (index, input) in inputs.iter().enumerate() {
        let (factor, base2) = match input.from {
            Some((from_stack, from_index)) => {
                let own = secrets.position_key(from_stack, from_index);
                (global * own.invert(), base_mul(&own))
            }
            None => (
                global,
                curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT,
            ),
        };
        let point = factor * input.point;
        let context = proof_context(Seat::Two, stack, PASS_PREPASS, index as u16);
        let statement = Statement {
            context: &context,
            b1: &input.point,
            r1: &point,
            b2: &base2,
            r2: &global_public,
        };
        proofs.push(prove(secrets, &factor, &statement));
        points.push(point);
    }
    (points, global_public, proofs)
}

/// The first seat's shuffle pass: removes its own position lock from each input (if any), masks
/// everything with its stack key g and reorders by its permutation. Returns the points and
/// A = g·G, the base its locks are proven against.
pub(crate) fn first_mask(
    secrets: &Secrets,
    stack: u16,
    inputs: &[Input],
    current: &[RistrettoPoint],
) -> (Vec<RistrettoPoint>, RistrettoPoint) {
    let global = secrets.global_key(stack, 1);
    let masked: Vec<RistrettoPoint> = inputs
        .iter()
        .zip(current)
        .map(|(input, point)| match input.from {
            Some((from_stack, from_index)) => {
                (global * secrets.position_key(from_stack, from_index).invert()) * point
            }
            None => global * point,
        })
        .collect();
    let order = secrets.permutation(stack, masked.len());
    (
        order.iter().map(|&i| masked[i]).collect(),
        base_mul(&global),
    )
}

/// The second seat's total stack key: its pre-pass key (if there was one) times its shuffle key.
pub(crate) fn second_global(secrets: &Secrets, stack: u16, had_prepass: bool) -> Scalar {
    let shuffle_key = secrets.global_key(stack, 1);
    if had_prepass {
        secrets.global_key(stack, 0) * shuffle_key
    } else {
        shuffle_key
    }
}

/// The second seat's shuffle pass: masks with its stack key and reorders. Returns the points and
/// B = (its total stack key)·G.
pub(crate) fn second_mask(
    secrets: &Secrets,
    stack: u16,
    previous: &[RistrettoPoint],
    had_prepass: bool,
) -> (Vec<RistrettoPoint>, RistrettoPoint) {
    let key = secrets.global_key(stack, 1);
    let order = secrets.permutation(stack, previous.len());
    let points = order.iter().map(|&i| key * previous[i]).collect();
    (
        points,
        base_mul(&second_global(secrets, stack, had_prepass)),
    )
}

/// A locking pass: position by position (no reordering), swap the stack key for that position's
/// own key k_j, publish C_j = k_j·G and prove it (log_{prev_j}(new_j) = log_{stack public}(C_j)).
pub(crate) fn lock(
    secrets: &Secrets,
    seat: Seat,
    stack: u16,
    global: &Scalar,
    global_public: &RistrettoPoint,
    previous: &[RistrettoPoint],
) -> (Vec<RistrettoPoint>, Vec<RistrettoPoint>, Vec<Proof>) {
    let inverse = global.invert();
    let mut points = Vec::with_capacity(previous.len());
    let mut commitments = Vec::with_capacity(previous.len());
    let mut proofs = Vec::with_capacity(previous.len());
    for (index, before) in previous.iter().enumerate() {
        let key = secrets.position_key(stack, index as u16);
        let factor = key * inverse;
        let after = factor * before;
        let commitment = base_mul(&key);
        let context = proof_context(seat, stack, PASS_LOCK, index as u16);
        let statement = Statement {
            context: &context,
            b1: before,
            r1: &after,
            b2: global_public,
            r2: &commitment,
        };
        proofs.push(prove(secrets, &factor, &statement));
        points.push(after);
        commitments.push(commitment);
    }
    (points, commitments, proofs)
}

/// Checks a locking pass: each position's new point is its old one under the key its commitment
/// names. Returns the first position whose proof fails.
pub(crate) fn check_lock(
    seat: Seat,
    stack: u16,
    global_public: &RistrettoPoint,
    previous: &[RistrettoPoint],
    points: &[RistrettoPoint],
    commitments: &[RistrettoPoint],
    proofs: &[Proof],
) -> Result<(), usize> {
    for index in 0..previous.len() {
        let context = proof_context(seat, stack, PASS_LOCK, index as u16);
        let statement = Statement {
            context: &context,
            b1: &previous[index],
            r1: &points[index],
            b2: global_public,
            r2: &commitments[index],
        };
        if !verify(&proofs[index], &statement) {
            return Err(index);
        }
    }
    Ok(())
}

/// Checks the second seat's pre-pass against the position commitments of its inputs.
pub(crate) fn check_prepass(
    stack: u16,
    inputs: &[Input],
    second_commitments: &[Option<RistrettoPoint>],
    global_public: &RistrettoPoint,
    points: &[RistrettoPoint],
    proofs: &[Proof],
) -> Result<(), usize> {
    let generator = curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT;
    for index in 0..inputs.len() {
        let base2 = second_commitments[index].unwrap_or(generator);
        let context = proof_context(Seat::Two, stack, PASS_PREPASS, index as u16);
        let statement = Statement {
            context: &context,
            b1: &inputs[index].point,
            r1: &points[index],
            b2: &base2,
            r2: global_public,
        };
        if !verify(&proofs[index], &statement) {
            return Err(index);
        }
    }
    Ok(())
}

/// Unmasks a position with both its keys.
pub(crate) fn unmask(point: &RistrettoPoint, first: &Scalar, second: &Scalar) -> [u8; 32] {
    compress(&((first * second).invert() * point))
}
